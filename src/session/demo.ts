/**
 * The "Demo (runs in your browser)" environment: requests are answered by the sandbox's own handlers
 * inside this page. Its code is loaded only when that environment is used, so it costs nothing
 * otherwise.
 */
let handler: Promise<(request: Request) => Response | Promise<Response>> | null = null

export const DEMO_BASE_URL = 'https://demo.sandbox.invalid'

export function demoFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const ready = (handler ??= import('../../sandbox/browser').then(({ createBrowserSandbox }) =>
    createBrowserSandbox(DEMO_BASE_URL),
  ))
  const request = new Request(input, init)
  return ready.then((handle) => handle(request))
}

export async function demoApiKey(): Promise<string> {
  return (await import('../../sandbox/browser')).DEMO_API_KEY
}
