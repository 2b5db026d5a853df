import { createSandbox } from './app'
import { areas } from './handlers'

/** The key of the in-browser demo sandbox: it only ever answers this page, so it is no secret. */
export const DEMO_API_KEY = 'sk_demo_in_browser'

/**
 * The sandbox running inside the page, with the demo dataset: a static deployment can be tried with
 * no service at all. State lives in memory and starts over on reload. The real service's list, search
 * and detail calls come in a chunk of their own.
 */
export async function createBrowserSandbox(publicUrl: string) {
  const { extensionAreas } = await import('./extensions')
  const { app } = createSandbox({
    apiKey: DEMO_API_KEY,
    dataset: 'demo',
    publicUrl,
    areas: [...areas, ...extensionAreas],
    onError: (error) => console.error(error),
  })
  return (request: Request) => app.fetch(request)
}
