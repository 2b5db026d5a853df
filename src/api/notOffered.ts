import type { RequestDescription } from './errors'
import { buildRequest } from './request'

/**
 * The service's list and detail calls (the contract's extensions) that it turns out not to have, as a page on
 * another origin learns it. The real service answers a path it lacks with a bare 404 and no CORS headers
 * (real-service.md A1), so the browser lets the page read nothing: the call fails as it does when the service is
 * down. The two are told apart by asking the service something every one has (the sign-in's check, a one-product
 * list): answered, the service is up and the call is not offered; not answered, the service is down. A call found not
 * offered, this way or by an answer that says so, is not sent again while the client lives (its session).
 */
export interface NotOffered {
  /** Whether a call of `path` was found not offered. */
  has(path: string): boolean
  /** A call of `path` is not offered: the service said so in an answer it could read. */
  add(path: string): void
  /**
   * After a call of `path` failed before any answer could be read: whether the service answers otherwise, in which
   * case `path` is not offered from now on. Calls that fail together share one check.
   */
  check(path: string): Promise<boolean>
}

/** `answers` sends a request once and says whether any answer to it could be read. */
export function createNotOffered(baseUrl: string, answers: (request: RequestDescription) => Promise<boolean>): NotOffered {
  const paths = new Set<string>()
  let checking: Promise<boolean> | undefined

  async function probe(): Promise<boolean> {
    try {
      // Loaded only when a call fails this way: most sessions never need it.
      const { productList } = await import('./contract/products')
      return await answers(buildRequest(baseUrl, productList, { page: 0, count: 1 }))
    } catch {
      return false
    }
  }

  return {
    has: (path) => paths.has(path),
    add: (path) => void paths.add(path),
    async check(path) {
      checking ??= probe().finally(() => (checking = undefined))
      const answered = await checking
      if (answered) paths.add(path)
      return answered
    },
  }
}
