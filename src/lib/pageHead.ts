export const APP_NAME = 'Merchant Billing Dashboard'

/** A route's `head`: the page's name first in the browser tab, then the app's. */
export function pageHead(title: string) {
  return { meta: [{ title: `${title} · ${APP_NAME}` }] }
}
