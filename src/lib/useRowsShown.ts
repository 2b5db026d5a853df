import { useLayoutEffect, useState, type RefObject } from 'react'

/** How many rows a table draws before its first paint: about a window's height of rows of a usual height. */
export const firstRows = () => Math.max(1, Math.ceil(window.innerHeight / 75))

/**
 * How many of a table's `total` rows to draw now. The rows below the window cost as much to draw as those in it
 * (each row's elements made, styled and laid out; a list's page is 20 rows, of which a window shows 6 to 13):
 * a table first draws `firstRows()`; if those end above the window's bottom edge it draws, before anything is
 * painted, as many more as fill it; and the rest in a task after the frame that paints them, so that the window
 * is full when first painted and the rows below it follow one frame later. Drawn in full, it stays so for the
 * same number of rows (a page turn draws the whole page at once); more rows (a larger page) are drawn the same way.
 */
export function useRowsShown(total: number, body: RefObject<HTMLTableSectionElement | null>): number {
  const [shown, setShown] = useState(firstRows)
  useLayoutEffect(() => {
    if (shown >= total) return
    const drawn = body.current?.rows
    const last = drawn?.[drawn.length - 1]?.getBoundingClientRect()
    if (!last || last.bottom < window.innerHeight) {
      // Short of the window's bottom (or not measurable, as outside a browser): all that could fill it, now, so
      // that they are drawn with the first paint; a layout effect's own render is the one that comes before it.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- measured, then drawn before the paint
      setShown(last && last.height > 0 ? shown + Math.ceil((window.innerHeight - last.bottom) / last.height) + 1 : total)
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    // A task queued from the frame's callbacks runs once that frame is drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(total))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [shown, total, body])
  return shown
}
