import type { MiddlewareHandler } from 'hono'
import { errorPage, PAGE_STYLE } from './html'

/**
 * The safety of the pages served without a key (hosted invoice, payment and customer-portal pages):
 * - every answer carries a strict Content-Security-Policy (no script at all, the pages' one style element
 *   by its hash, forms posting only to the sandbox) and may never be framed;
 * - a form post (Pay, Cancel payment) is taken only from the sandbox's own pages: a browser says where
 *   a post comes from (Sec-Fetch-Site, Origin), and a post from any other site is refused with 403, so
 *   that another page cannot pay or cancel a payment with a guessed id.
 * No Node modules here: the app also runs in a browser page.
 */

let styleHash: Promise<string> | undefined

/** The CSP source of the pages' style element: 'sha256-<base64>'. */
export function pageStyleSource(): Promise<string> {
  styleHash ??= globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(PAGE_STYLE)).then((digest) => {
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)))
    return `'sha256-${base64}'`
  })
  return styleHash
}

export async function pageContentSecurityPolicy(): Promise<string> {
  return [
    "default-src 'none'",
    `style-src ${await pageStyleSource()}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Whether a request that changes something comes from a page of the sandbox itself (or from no browser). */
export function fromOwnPage(request: Request, publicUrl?: string): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site && site !== 'same-origin') return false
  const origin = request.headers.get('Origin')
  if (!origin) return true
  const own = [new URL(request.url).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])]
  return own.includes(origin)
}

export const FOREIGN_POST_MESSAGE = 'This form can only be sent from its own page in the sandbox.'

/** The middleware in front of every page: refuses foreign posts, and sends the security headers. */
export function pageSecurity(publicUrl?: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !fromOwnPage(c.req.raw, publicUrl)) {
      c.res = c.html(errorPage(403, FOREIGN_POST_MESSAGE), 403)
    } else {
      await next()
    }
    c.header('Content-Security-Policy', await pageContentSecurityPolicy())
    c.header('X-Frame-Options', 'DENY')
    c.header('X-Content-Type-Options', 'nosniff')
    // Not no-referrer: with it, a browser sends "Origin: null" on the page's own form posts.
    c.header('Referrer-Policy', 'same-origin')
  }
}
