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

/**
 * Runs `task` once the next frame has been painted and the browser is idle (`timeoutMs` after the paint at most;
 * at once after the paint without idle callbacks): work ahead of what the person may do next. Returns a function
 * that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let idle: number | undefined
  const cancelPaint = afterPaint(() => {
    if (window.requestIdleCallback) idle = window.requestIdleCallback(task, { timeout: timeoutMs })
    else task()
  })
  return () => {
    cancelPaint()
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}
