import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { launchBare, messageReader, openBareTab } from './bare-chromium.mjs'
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs'

describe('messageReader', () => {
  it('gives each message once its NUL has come, whatever the chunks', () => {
    const read = messageReader()
    expect(read('{"id":1,"result":{}}\0{"id":2,')).toEqual([{ id: 1, result: {} }])
    expect(read('"result":{"a":"b\\u0000c"}}')).toEqual([])
    expect(read('\0{"method":"x"}\0')).toEqual([{ id: 2, result: { a: 'b\u0000c' } }, { method: 'x' }])
    expect(read('')).toEqual([])
  })
})

// The browser itself, where one is installed (`npm test` installs it before the end-to-end tests; unit tests do
// not wait for it).
const chromium = findChromium()

describe.skipIf(!chromium)('a tab of the bare browser', () => {
  it('loads a page at the size asked, runs the script given before it, and reports a failed evaluation', async () => {
    const browser = await launchBare(chromium!, chromiumArgs)
    try {
      const tab = await openBareTab(browser, { width: 640, height: 480, throttle: 1 })
      await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: 'window.__before = document.readyState' })
      await tab.send('Page.navigate', { url: 'data:text/html,<title>t</title><p>hello</p>' })
      let text: unknown = null
      for (let tries = 0; tries < 100 && text !== 'hello'; tries++) {
        text = await tab.evaluate('document.querySelector("p")?.textContent ?? null').catch(() => null)
        if (text !== 'hello') await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(text).toBe('hello')
      expect(await tab.evaluate('window.__before')).toBe('loading')
      expect(await tab.evaluate('[innerWidth, innerHeight]')).toEqual([640, 480])
      await expect(tab.evaluate('nope(')).rejects.toThrow()
      await tab.close()
    } finally {
      await browser.close()
    }
  }, 30_000)

  it("answers each request a tab's page makes that much later with latency, as across a network", async () => {
    const server = createServer((request, response) => response.end(request.url === '/' ? '<p>hello</p>' : 'data'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const browser = await launchBare(chromium!, chromiumArgs)
    try {
      const tab = await openBareTab(browser, { width: 640, height: 480, throttle: 1, latency: 400 })
      await tab.send('Page.navigate', { url: `http://127.0.0.1:${port}/` })
      for (
        let tries = 0;
        tries < 100 && (await tab.evaluate("Boolean(document.querySelector('p'))").catch(() => false)) !== true;
        tries++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const { result } = await tab.send('Runtime.evaluate', {
        expression:
          "(async () => { const start = performance.now(); await (await fetch('/data')).text(); return performance.now() - start })()",
        awaitPromise: true,
        returnByValue: true,
      })
      const waited: unknown = result.value
      // At least the latency: the machine may add to it, never take from it.
      expect(waited).toBeGreaterThanOrEqual(400)
      await tab.close()
    } finally {
      await browser.close()
      server.close()
    }
  }, 30_000)
})
