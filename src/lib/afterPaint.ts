/**
 * Runs `task` once the next frame has been painted (a timer queued from the next animation frame), so that what
 * the person asked for is on screen before work they do not wait for. Returns a function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
