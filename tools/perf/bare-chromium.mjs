// Chromium driven over its DevTools pipe by the protocol alone, for `npm run perf`'s cold loads. The test tool
// enables the runtime's and the network's agents in every page it opens; with them on, V8 records a detailed stack
// for every Error a script creates (and re-parses the whole top level of the module that created it, to place
// it: React DOM creates five as it loads, about 45 ms at CPU ×4), and every request records its initiator's stack.
// A person's browser does neither, so a load timed under the test tool is not the load people wait for, and not
// by the same amount for every page. Here a tab gets the page's agent only (for its script before the page's own)
// and the calls that need no agent: the CPU's slowdown, the window's size, navigation and evaluation.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The test tool's own switches that bear on how a page loads and draws: no background throttling of timers or
 * hidden pages, no held first paint, scrollbars hidden, a fixed colour profile. Its headless mode too.
 */
export const bareChromiumArgs = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-features=PaintHolding,OptimizationHints,MediaRouter',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-hang-monitor',
  '--disable-breakpad',
  '--force-color-profile=srgb',
  '--no-default-browser-check',
  '--password-store=basic',
]

/**
 * Splits what the pipe delivers into messages: each is JSON followed by a NUL, and a read may end anywhere in
 * one. Returns a function that takes the next chunk and gives the messages it completes.
 */
export function messageReader() {
  let pending = ''
  return (chunk) => {
    pending += chunk
    const parts = pending.split('\0')
    pending = parts.pop() ?? ''
    return parts.filter((part) => part.length).map((part) => JSON.parse(part))
  }
}

/**
 * Starts Chromium (`executable`, with `args` besides the pipe's and a profile of its own) and returns
 * `send(method, params, sessionId)`, which resolves with the call's result or rejects with its error, and
 * `close()`.
 */
export async function launchBare(executable, args) {
  const profile = mkdtempSync(join(tmpdir(), 'perf-chromium-'))
  const child = spawn(
    executable,
    [...bareChromiumArgs, ...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  const [, , , toBrowser, fromBrowser] = child.stdio
  const calls = new Map()
  let lastId = 0
  let exited = null
  const read = messageReader()
  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (chunk) => {
    for (const message of read(chunk)) {
      const call = message.id === undefined ? undefined : calls.get(message.id)
      if (!call) continue
      calls.delete(message.id)
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`))
      else call.resolve(message.result)
    }
  })
  child.on('exit', (code, signal) => {
    exited = new Error(`Chromium exited (${signal ?? code})`)
    for (const call of calls.values()) call.reject(exited)
    calls.clear()
  })
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(exited)
      const id = ++lastId
      calls.set(id, { method, resolve, reject })
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })
  // The browser answers once its first window is open; one that never does is not left running.
  try {
    for (let tries = 0; ; tries++) {
      const { targetInfos } = await send('Target.getTargets')
      if (targetInfos.some((target) => target.type === 'page')) break
      if (tries > 100) throw new Error('Chromium opened no window')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } catch (error) {
    child.kill()
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
  return {
    send,
    async close() {
      if (!exited) {
        await send('Browser.close').catch(() => undefined)
        await new Promise((resolve) => (exited ? resolve() : child.once('exit', resolve)))
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * Answers each request of a page `latency` milliseconds later, as across a network (none for 0), through its
 * DevTools session's `send`; the browser's network agent has to be on for it.
 */
export async function addLatency(send, latency) {
  if (latency <= 0) return
  await send('Network.enable')
  await send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 })
}

/**
 * A tab in a browser context of its own (empty cache, nothing stored), `width` × `height`, its CPU slowed
 * `throttle` times, and with `latency`, every request answered that many milliseconds later:
 * `send(method, params)` calls its page, `evaluate(expression)` gives the expression's value, `close()` discards
 * the context.
 */
export async function openBareTab(browser, { width, height, throttle, latency = 0 }) {
  const { browserContextId } = await browser.send('Target.createBrowserContext')
  const close = () => browser.send('Target.disposeBrowserContext', { browserContextId })
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId })
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true })
    const send = (method, params = {}) => browser.send(method, params, sessionId)
    await send('Page.enable')
    await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false })
    await send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await addLatency(send, latency)
    const evaluate = async (expression) => {
      const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true })
      if (exceptionDetails) throw new Error(`${expression.slice(0, 60)}…: ${exceptionDetails.text}`)
      return result.value
    }
    return { send, evaluate, close }
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
}
