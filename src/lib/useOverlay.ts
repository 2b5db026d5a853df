import { useCallback, useEffect, useRef, useState } from 'react'
import { useLazyPart, type LazyPart } from './lazyPart'

/**
 * A drawer's or a modal's place in the page: `present` while it is open or closing, the `part` that draws it
 * once its code has loaded (`part`: loaded after the page's first paint, or at once when it opens), and the
 * `opened` and `onExitTransitionEnd` to give the library's overlay. A closed overlay of the component library
 * still renders its portal (a node added to the page, and a second render as it mounts), so every page paid for
 * each drawer and dialog it might open before its first paint. Here it joins the page when it opens, closed for
 * a frame and then open (so that it plays its opening transition and records where focus goes back to on
 * closing), and leaves once its closing transition has ended. `error` and `retry` are a failed load's; when it
 * leaves with the focus lost (it was on the error's Retry when the overlay opened, or on the error's close), the
 * focus goes back to what had it when the overlay was asked for.
 */
export function useOverlay<T>(opened: boolean, lazy: LazyPart<T>) {
  const [present, setPresent] = useState(opened)
  const { part, error, retry } = useLazyPart(lazy, present)
  // In the page, closed, for a frame: from then on it may open.
  const [ready, setReady] = useState(() => opened && Boolean(part))
  if (opened && !present) setPresent(true)
  // Closed before it was drawn: nothing to wait for.
  if (!opened && present && !ready) setPresent(false)
  if (!present && ready) setReady(false)
  useEffect(() => {
    if (!present || ready || !part) return
    const frame = requestAnimationFrame(() => setReady(true))
    return () => cancelAnimationFrame(frame)
  }, [present, ready, part])
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (present) {
      if (!opener.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
      return
    }
    const element = opener.current
    opener.current = null
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && element?.isConnected) element.focus()
  }, [present])
  const onExitTransitionEnd = useCallback(() => setPresent(false), [])
  return {
    present,
    part: present ? part : undefined,
    error: present ? error : undefined,
    retry,
    opened: opened && ready,
    onExitTransitionEnd,
  }
}
