/**
 * How long a move to another page waits for the page's first data (what its route's loader asks for) before the
 * page is drawn with whatever has arrived. Within it, the page is drawn once, with its data, instead of first with
 * its loading states and then again as each answer comes (a flash of skeletons, and a render, style and layout
 * more for each answer). Past it, the page is drawn with its loading states, so that with a slow service too the
 * click is answered within it.
 */
export const PAGE_DATA_WAIT_MS = 150

/**
 * What a route's loader returns for its page's first requests (`queryClient.prefetchQuery(…)`, which never fail:
 * a failure is the query's state): on entering the page, a wait until they are all in, `PAGE_DATA_WAIT_MS` at
 * most; on staying on it (a page turn, another filter) or on a preload, no wait, as the page on screen keeps its
 * rows until the next ones come.
 */
export function pageData(cause: 'enter' | 'stay' | 'preload', ...requests: Promise<unknown>[]): Promise<void> | undefined {
  if (cause !== 'enter') return undefined
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAGE_DATA_WAIT_MS)
    void Promise.all(requests).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
