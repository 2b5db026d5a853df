import { useEffect, type RefObject } from 'react'
import { useRouter } from '@tanstack/react-router'
import { loadPagesCode } from '../router'
import { whenIdle } from './afterPaint'

/** The links in an element that lead to a page of this app: an address on this site, not another's. */
const appLinks = 'a[href^="/"]:not([href^="//"])'

/** Whether the person has asked the browser to save data (a metered connection): then nothing is loaded ahead. */
const savingData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Once `ready` (the element holds its links), the page painted and the browser idle: the code of the pages that
 * the app's links in `container` lead to (a list's rows, to their records), each page once and without its data
 * (`loadPagesCode`). A pause on a link loads its page ahead, code and data, but a click with no pause first, or a
 * key, finds the code there too, and waits for the data alone. Once for an element: the links of a page turned
 * lead to the same pages. A page that fails to load ahead shows its error when it is opened. Not when the browser
 * is asked to save data.
 */
export function useLinkedPagesAhead(container: RefObject<HTMLElement | null>, ready: boolean): void {
  // Outside the router (a table drawn alone) there is no page to load.
  const router = useRouter({ warn: false })
  useEffect(() => {
    if (!ready || !router || savingData()) return
    return whenIdle(() => {
      const hrefs = [...(container.current?.querySelectorAll(appLinks) ?? [])].map((link) => link.getAttribute('href')!)
      if (hrefs.length > 0) void loadPagesCode(router, hrefs).catch(() => undefined)
    })
  }, [ready, router, container])
}
