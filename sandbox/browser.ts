import { createSandbox } from './app'

/** The key of the in-browser demo sandbox: it only ever answers this page, so it is no secret. */
export const DEMO_API_KEY = 'sk_demo_in_browser'

/**
 * The sandbox running inside the page, with the demo dataset: a static deployment can be tried with
 * no service at all. State lives in memory and starts over on reload.
 */
export function createBrowserSandbox(publicUrl: string) {
  const { app } = createSandbox({ apiKey: DEMO_API_KEY, dataset: 'demo', publicUrl, onError: (error) => console.error(error) })
  return (request: Request) => app.fetch(request)
}
