import { useCallback, useEffect, useState } from 'react'

/**
 * A drawer's or a modal's place in the page: `present` while it is open or closing, and the `opened` and
 * `onExitTransitionEnd` to give the library's overlay. A closed overlay of the component library still renders
 * its portal (a node added to the page, and a second render as it mounts), so every page paid for each drawer
 * and dialog it might open before its first paint. Here it joins the page when it opens, closed for a frame
 * and then open (so that it plays its opening transition and records where focus goes back to on closing),
 * and leaves once its closing transition has ended.
 */
export function useOverlay(opened: boolean) {
  const [present, setPresent] = useState(opened)
  // In the page, closed, for a frame: from then on it may open.
  const [ready, setReady] = useState(opened)
  if (opened && !present) setPresent(true)
  if (!present && ready) setReady(false)
  useEffect(() => {
    if (!present || ready) return
    const frame = requestAnimationFrame(() => setReady(true))
    return () => cancelAnimationFrame(frame)
  }, [present, ready])
  const onExitTransitionEnd = useCallback(() => setPresent(false), [])
  return { present, opened: opened && ready, onExitTransitionEnd }
}
