// `npm run perf` (after `npm run build`): how long people wait, in Chromium with the CPU slowed 4×, against the build
// and a local sandbox, beside two pages of the same stack built from tools/perf/baseline/: a card with an input (the
// baseline) and a customers list drawn plainly with the stack's components (the stack's own list). For each page of
// tools/perf/pages.mjs: cold loads until usable (its first input, or its rows in view, painted), each between two
// baseline loads and given as a ratio to them; page turns (the first list's beside the stack's own list's), records
// opened from a list and by their address, the command palette and signing in; and the speed figures of `scenarios`
// (pages.mjs): a customer's timeline of 2,000 entries, from their page usable to its first screen painted, and the
// home page's counts all painted, against one list's rows. Results: a table in the terminal and JSON (PERF_OUT,
// default tools/perf/results.json).
//
// Settings (environment): PERF_RUNS cold loads a page (15), PERF_TURNS page turns (20), PERF_OPENS records, palettes
// and sign-ins opened (10), also the loads of each scenario, PERF_PAGES page names, comma-separated (all),
// PERF_SCENARIOS scenario names, comma-separated (all; "none" for none), PERF_DIST the build (dist), PERF_COMPARE
// another build measured in alternation with it (each figure's difference pair by pair, with its 95 % interval),
// PERF_API_DELAY ms the sandbox waits before each API answer (0), PERF_LATENCY ms the browser adds to every request
// (0), PERF_RAW a file for every load's figures (JSON), PERF_OUT, PERF_SANDBOX_PORT, PERF_PREVIEW_PORT,
// PERF_COMPARE_PORT, PERF_BASELINE_PORT (free ports).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { addLatency, launchBare, openBareTab } from './bare-chromium.mjs'
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs'
import {
  landingPages,
  scenarios,
  timelineFirstScreen,
  pageTurnAimMs,
  recordOpenAimMs,
  turnsAvailable,
  usableFill,
  usableLabel,
  usableSelector,
} from './pages.mjs'
import {
  aimVerdict,
  baselinesAfter,
  median,
  medianInterval,
  quantile,
  ratioToBaselines,
  turnOrder,
  verdict,
} from './perf-stats.mjs'

const throttle = 4
const runs = Number(process.env.PERF_RUNS ?? 15)
const apiDelay = Number(process.env.PERF_API_DELAY ?? 0)
if (!Number.isInteger(apiDelay) || apiDelay < 0 || apiDelay > 60_000) {
  console.error('PERF_API_DELAY must be a whole number of milliseconds, 0 to 60000')
  process.exit(2)
}
const latency = Number(process.env.PERF_LATENCY ?? 0)
if (!Number.isInteger(latency) || latency < 0 || latency > 10_000) {
  console.error('PERF_LATENCY must be a whole number of milliseconds, 0 to 10000')
  process.exit(2)
}
const turns = Number(process.env.PERF_TURNS ?? 20)
if (!Number.isInteger(turns) || turns < 1) {
  console.error('PERF_TURNS must be a whole number of page turns, 1 or more')
  process.exit(2)
}
const opens = Number(process.env.PERF_OPENS ?? 10)
const key = 'sk_test_perf'
const root = fileURLToPath(new URL('../..', import.meta.url))
const bin = (name) => join(root, 'node_modules/.bin', name)
const measured = process.env.PERF_PAGES
  ? landingPages.filter((page) => process.env.PERF_PAGES.split(',').includes(page.name))
  : landingPages
if (!measured.length) {
  console.error(`PERF_PAGES names no landing page (known: ${landingPages.map((page) => page.name).join(', ')})`)
  process.exit(1)
}
const scenarioNames = process.env.PERF_SCENARIOS?.split(',') ?? scenarios.map((scenario) => scenario.name)
const measuredScenarios = scenarios.filter((scenario) => scenarioNames.includes(scenario.name))
const unknownScenario = scenarioNames.find((name) => name !== 'none' && !scenarios.some((scenario) => scenario.name === name))
if (unknownScenario) {
  console.error(`PERF_SCENARIOS names no scenario "${unknownScenario}" (known: ${scenarios.map((one) => one.name).join(', ')})`)
  process.exit(1)
}
// A list has so many pages to turn to: past its last, "Next page" is disabled and a turn would wait in vain.
for (const page of measured.filter((candidate) => candidate.pageTurn && turns > turnsAvailable(candidate))) {
  console.error(`PERF_TURNS=${turns} is more turns than ${page.name} has pages after its first (${turnsAvailable(page)})`)
  process.exit(2)
}
const builds = [
  { label: '', dist: process.env.PERF_DIST ?? 'dist', portVariable: 'PERF_PREVIEW_PORT' },
  ...(process.env.PERF_COMPARE
    ? [{ label: ` [${process.env.PERF_COMPARE}]`, dist: process.env.PERF_COMPARE, portVariable: 'PERF_COMPARE_PORT' }]
    : []),
]

for (const { dist } of builds) {
  if (!existsSync(join(resolve(root, dist), 'index.html'))) {
    console.error(`No build found in ${dist}: run \`npm run build\` first.`)
    process.exit(1)
  }
}

/** A port from the environment, else one the system says is free. */
async function port(name) {
  if (process.env[name]) return Number(process.env[name])
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address()
      server.close(() => resolve(free))
    })
  })
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await sleep(100)
  }
  throw new Error(`${url} did not come up`)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---- in the page ----

/**
 * Installed before any script of the page: records long tasks, and the moment the usable element is first laid
 * out (found and given a box) and then painted: a task queued from the next animation frame runs once that frame
 * is drawn. It is queued as 'user-blocking', ahead of the page's ordinary tasks: a timer there would also wait
 * for whatever the page queued before it (a page turn's address update, a prefetch), which runs after the paint.
 * With `fill` (a list: its first row), the rows must also fill the window down to its bottom edge, or be `fill`
 * many (a whole page): a table that drew its first rows alone would not be usable yet.
 */
function watchUsable({ selector, session, fill }) {
  if (session) sessionStorage.setItem('mbd.session', session)
  const perf = (window.__perf = { laidOut: 0, painted: 0, longTasks: [] })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  const check = () => {
    if (perf.laidOut) return
    const element = document.querySelector(selector)
    if (!element || !element.getClientRects().length) return
    if (fill) {
      const rows = element.parentElement.children
      if (rows.length < fill && rows[rows.length - 1].getBoundingClientRect().bottom < innerHeight) return
    }
    perf.laidOut = performance.now()
    observer.disconnect()
    requestAnimationFrame(() => scheduler.postTask(() => (perf.painted = performance.now()), { priority: 'user-blocking' }))
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

/** What happened before the usable element was painted. */
function collect() {
  const { laidOut, painted, longTasks } = window.__perf
  const before = longTasks.filter(([start]) => start < painted)
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < painted && new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => new URL(entry.name).pathname)
  return {
    laidOut,
    painted,
    longTasks: before.length,
    longTaskMs: before.reduce((sum, [, duration]) => sum + duration, 0),
    scripts,
  }
}

/** Arms the timing of one click: from the press of the pointer until the changed text is painted. */
function armTurn(changed) {
  const before = document.querySelector(changed)?.textContent
  const turn = (window.__turn = { pressedAt: 0, elapsed: 0 })
  addEventListener('pointerdown', (event) => (turn.pressedAt = event.timeStamp), { capture: true, once: true })
  const observer = new MutationObserver(() => {
    const element = document.querySelector(changed)
    if (!turn.pressedAt || !element || element.textContent === before) return
    observer.disconnect()
    requestAnimationFrame(() =>
      scheduler.postTask(() => (turn.elapsed = performance.now() - turn.pressedAt), { priority: 'user-blocking' }),
    )
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
}

/**
 * Arms the timing of opening a record: from the press of the pointer until the record's page (an address under
 * `recordPage`, a heading other than the list's) has its sections drawn, with nothing in the window still loading
 * (a skeleton) or still to be drawn (marked busy), and that is painted. In the window, as a list's rows in view: a
 * part further down the page that is drawn a frame later is not yet in sight.
 */
function armRecord(recordPage) {
  const listHeading = document.querySelector('main h1')?.textContent
  const open = (window.__record = { pressedAt: 0, elapsed: 0 })
  addEventListener('pointerdown', (event) => (open.pressedAt = event.timeStamp), { capture: true, once: true })
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('main h1')
    if (!open.pressedAt || !location.pathname.startsWith(recordPage) || !heading || heading.textContent === listHeading) return
    if (!document.querySelector('main section')) return
    const inView = (element) => {
      const box = element.getBoundingClientRect()
      return box.top < innerHeight && box.bottom >= 0
    }
    if ([...document.querySelectorAll('main [aria-busy="true"], main .mantine-Skeleton-root')].some(inView)) return
    observer.disconnect()
    requestAnimationFrame(() =>
      scheduler.postTask(() => (open.elapsed = performance.now() - open.pressedAt), { priority: 'user-blocking' }),
    )
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
}

/**
 * Installed before any script of a record's page opened by its address (a cold load, signed in): the moment the
 * page (under `recordPage`) has its heading and sections drawn, with nothing in the window still loading or still
 * to be drawn, is painted. As `armRecord`, from the navigation's start.
 */
function watchRecord({ recordPage, session }) {
  sessionStorage.setItem('mbd.session', session)
  const perf = (window.__perf = { painted: 0 })
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('main h1')
    if (!location.pathname.startsWith(recordPage) || !heading || !document.querySelector('main section')) return
    const inView = (element) => {
      const box = element.getBoundingClientRect()
      return box.top < innerHeight && box.bottom >= 0
    }
    if ([...document.querySelectorAll('main [aria-busy="true"], main .mantine-Skeleton-root')].some(inView)) return
    observer.disconnect()
    requestAnimationFrame(() => scheduler.postTask(() => (perf.painted = performance.now()), { priority: 'user-blocking' }))
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
}

/**
 * Installed before any script of a customer's page (a cold load, signed in): the moment the page is usable (its
 * heading and sections drawn, nothing in the window loading, as `watchRecord`) is painted, and then the moment the
 * timeline has its first screen of `rows` entries painted.
 */
function watchTimeline({ session, rows }) {
  sessionStorage.setItem('mbd.session', session)
  const perf = (window.__perf = { usable: 0, painted: 0 })
  let usable = false
  const inView = (element) => {
    const box = element.getBoundingClientRect()
    return box.top < innerHeight && box.bottom >= 0
  }
  const paintedAt = (key) =>
    requestAnimationFrame(() => scheduler.postTask(() => (perf[key] = performance.now()), { priority: 'user-blocking' }))
  const observer = new MutationObserver(() => {
    if (!usable) {
      if (!document.querySelector('main h1') || !document.querySelector('main section')) return
      if ([...document.querySelectorAll('main [aria-busy="true"], main .mantine-Skeleton-root')].some(inView)) return
      usable = true
      paintedAt('usable')
    }
    const timeline = document.querySelector('table[aria-label="Timeline"]')
    if (!timeline || timeline.querySelectorAll('tbody tr').length < rows) return
    observer.disconnect()
    paintedAt('painted')
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
}

/**
 * Installed before any script of the home page (a cold load, signed in): the moment every count card has its number
 * (a link) drawn, none still counting, is painted.
 */
function watchCounts({ session }) {
  sessionStorage.setItem('mbd.session', session)
  const perf = (window.__perf = { painted: 0 })
  const observer = new MutationObserver(() => {
    const cards = [...document.querySelectorAll('main section[aria-label]')]
    if (!cards.length || !cards.every((card) => card.querySelector('a'))) return
    observer.disconnect()
    requestAnimationFrame(() => scheduler.postTask(() => (perf.painted = performance.now()), { priority: 'user-blocking' }))
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
}

/** The address of the first row's record, on a list. */
function recordAddress({ selector, recordPage }) {
  const link = [...document.querySelectorAll(`${selector} a`)].find((a) => a.getAttribute('href')?.startsWith(recordPage))
  return link ? link.getAttribute('href') : null
}

/** Where to press to open the first row's record: the middle of its link's first line of text. */
function recordLinkPoint({ selector, recordPage }) {
  const link = [...document.querySelectorAll(`${selector} a`)].find((a) => a.getAttribute('href')?.startsWith(recordPage))
  if (!link) return null
  const text = document.createRange()
  text.selectNodeContents(link)
  const box = text.getClientRects()[0]
  return { x: box.x + Math.min(box.width / 2, 20), y: box.y + box.height / 2 }
}

/**
 * Arms the timing of opening the command palette: from the key's press until its search box is drawn in the window
 * and painted.
 */
function armPalette() {
  const open = (window.__palette = { pressedAt: 0, elapsed: 0 })
  addEventListener('keydown', (event) => (open.pressedAt = event.timeStamp), { capture: true, once: true })
  const observer = new MutationObserver(() => {
    const search = document.querySelector('input[aria-label="Search commands"]')
    if (!open.pressedAt || !search?.getClientRects().length) return
    observer.disconnect()
    requestAnimationFrame(() =>
      scheduler.postTask(() => (open.elapsed = performance.now() - open.pressedAt), { priority: 'user-blocking' }),
    )
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
}

// ---- in the browser ----

async function openTab(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await addLatency((method, params) => cdp.send(method, params), latency)
  return { context, tab, cdp }
}

/**
 * Waits until `expression` is true in the page, asking through the protocol: the test tool's own waiting runs
 * its helper script in the page, about 35 ms of main-thread work at CPU ×4 in the middle of the load measured.
 */
async function waitInPage(cdp, expression, timeout) {
  const until = Date.now() + timeout
  for (;;) {
    // While the document is being replaced there is no context to evaluate in: not yet, then.
    const answer = await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null)
    if (answer?.result.value === true) return
    if (Date.now() > until) throw new Error(`Timed out waiting for ${expression}`)
    await sleep(50)
  }
}

async function openUsable({ tab, cdp }, target) {
  await tab.addInitScript(watchUsable, { selector: target.selector, session: target.session, fill: target.fill })
  await tab.goto(target.url, { waitUntil: 'commit' })
  await waitInPage(cdp, 'Boolean(window.__perf && window.__perf.painted > 0)', 60_000)
}

/**
 * Opens `url` in a fresh context of the browser driven without the test tool (scripts/bare-chromium.mjs: what a
 * person's browser does, not what it does with the tool's agents on), with `watch(options)` installed before any
 * script of the page, until the watcher says it is painted: what `read(tab)` gives then.
 */
async function watchedLoad(bare, url, watch, options, read) {
  const tab = await openBareTab(bare, { width: 1280, height: 900, throttle, latency })
  try {
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${watch})(${JSON.stringify(options)})` })
    await tab.send('Page.navigate', { url })
    await waitInPage(tab, 'Boolean(window.__perf && window.__perf.painted > 0)', 60_000)
    return await read(tab)
  } finally {
    await tab.close()
  }
}

/** A list's or the sign-in page's watcher's options. */
const usableOptions = (target) => ({ selector: target.selector, session: target.session, fill: target.fill })

/** One cold load of a target (a fresh context: empty cache, nothing in memory). */
async function coldLoad(bare, target) {
  return watchedLoad(bare, target.url, watchUsable, usableOptions(target), async (tab) => {
    const result = await tab.evaluate(`(${collect})()`)
    const files = [...new Set(result.scripts)]
    return { ...result, files: files.length, jsKb: files.reduce((sum, file) => sum + target.gzKb(file), 0) }
  })
}

/** The address of the record the first row of a list leads to (`recordPage`), from a load of the list. */
async function firstRecordAddress(bare, target) {
  const address = await watchedLoad(bare, target.url, watchUsable, usableOptions(target), (tab) =>
    tab.evaluate(`(${recordAddress})(${JSON.stringify({ selector: target.selector, recordPage: target.recordPage })})`),
  )
  if (!address) throw new Error(`${target.name}: no link to a record under ${target.recordPage} in its first row`)
  return new URL(address, target.url).href
}

/**
 * One cold load of a record's page by its address (`target.recordUrl`), signed in: the time from the navigation's
 * start until the page is drawn in the window and painted.
 */
async function coldRecord(bare, target) {
  const options = { recordPage: target.recordPage, session: target.session }
  return watchedLoad(bare, target.recordUrl, watchRecord, options, (tab) => tab.evaluate('window.__perf.painted'))
}

/** Waits, when called, until nothing has been loading in `tab` for a while (400 ms). */
function settler(tab) {
  let inflight = 0
  tab.on('request', () => inflight++)
  tab.on('requestfinished', () => inflight--)
  tab.on('requestfailed', () => inflight--)
  return async () => {
    for (let calm = 0; calm < 4; calm = inflight === 0 ? calm + 1 : 0) await sleep(100)
  }
}

/**
 * A tab on `target`, usable, whose "Next page" is clicked by `turn()`: a real press of the pointer (no hover
 * first), once nothing has been loading for a while, timed until the changed text (`changed`) is painted.
 */
async function openTurns(browser, target, changed) {
  const opened = await openTab(browser)
  const { context, tab } = opened
  // A person reads the page before turning it.
  const settle = settler(tab)
  try {
    await openUsable(opened, target)
  } catch (error) {
    await context.close()
    throw error
  }
  const next = tab.getByRole('button', { name: 'Next page' })
  return {
    async turn() {
      await settle()
      await next.scrollIntoViewIfNeeded()
      const box = await next.boundingBox()
      await tab.evaluate(armTurn, changed)
      // The pointer moves onto the control and presses it at once: no hover before.
      await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await tab.waitForFunction(() => window.__turn.elapsed > 0, null, { timeout: 30_000, polling: 50 })
      return tab.evaluate(() => window.__turn.elapsed)
    },
    close: () => context.close(),
  }
}

/**
 * `count` page turns on each of `targets` (the same page of each build, and the stack's own list), their tabs open
 * together and turned in alternation, so that all see the same machine: the times, by target. A turn is timed until
 * the text of `changed(target)` changes.
 */
async function clickTurns(browser, targets, changed, count) {
  const tabs = []
  try {
    for (const target of targets) tabs.push(await openTurns(browser, target, changed(target)))
    const times = targets.map(() => [])
    for (const [, index] of turnOrder(count, tabs.length)) times[index].push(await tabs[index].turn())
    return times
  } finally {
    for (const tab of tabs) await tab.close()
  }
}

/**
 * Opens the first row's record of a list, in a fresh tab where the list is usable and nothing has been loading for
 * a while: a real press of the pointer on its link (no hover first), timed until the record's page is drawn in the
 * window and painted. The record's data is fetched on the click, as on a person's first open of one; its code is what
 * the list loaded while it was read.
 */
async function openRecord(browser, target) {
  return inSettledTab(browser, target, async (tab) => {
    const point = await tab.evaluate(recordLinkPoint, { selector: target.selector, recordPage: target.recordPage })
    if (!point) throw new Error(`${target.name}: no link to a record under ${target.recordPage} in its first row`)
    await tab.evaluate(armRecord, target.recordPage)
    await tab.mouse.click(point.x, point.y)
    await tab.waitForFunction(() => window.__record.elapsed > 0, null, { timeout: 30_000, polling: 50 })
    return tab.evaluate(() => window.__record.elapsed)
  })
}

/**
 * Runs `measure(tab)` in a fresh tab on `target` once it is usable and nothing has been loading for a while (as a
 * person who has read the page), and closes the tab: what `measure` gives.
 */
async function inSettledTab(browser, target, measure) {
  const opened = await openTab(browser)
  try {
    const settle = settler(opened.tab)
    await openUsable(opened, target)
    await settle()
    return await measure(opened.tab)
  } finally {
    await opened.context.close()
  }
}

/**
 * `count` times `open(browser, target)` (a record or the palette opened in a fresh tab) on each of `targets` (the same
 * list of each build), in alternation: the times, by target.
 */
async function opensInTurn(browser, targets, count, open) {
  const times = targets.map(() => [])
  for (const [, index] of turnOrder(count, targets.length)) times[index].push(await open(browser, targets[index]))
  return times
}

/**
 * Opens the command palette on a list, in a fresh tab where the list is usable and nothing has been loading for a
 * while (as a person who has looked at the page): Ctrl+K, timed until the palette's search box is painted.
 */
async function openPalette(browser, target) {
  return inSettledTab(browser, target, async (tab) => {
    await tab.evaluate(armPalette)
    await tab.keyboard.press('Control+K')
    await tab.waitForFunction(() => window.__palette.elapsed > 0, null, { timeout: 30_000, polling: 50 })
    return tab.evaluate(() => window.__palette.elapsed)
  })
}

/**
 * Signs in on the sign-in page, in a fresh tab where the key is typed and nothing has been loading for a while (as a
 * person who has typed it, while the page fetched the next pages' code): a real press of the pointer on "Sign in",
 * timed until the list it goes to (`target.list`) has its rows in view painted, as on that list's own first load.
 */
async function signIn(browser, target) {
  return inSettledTab(browser, target, async (tab) => {
    // The page asks for a member's password first: the API key is one link away.
    await tab.getByRole('link', { name: 'Use an API key instead' }).click()
    await tab.getByLabel('API key').fill(key)
    const box = await tab.getByRole('button', { name: 'Sign in' }).boundingBox()
    await tab.evaluate(watchUsable, { selector: target.list.selector, session: null, fill: target.list.fill })
    await tab.evaluate(() =>
      addEventListener('pointerdown', (event) => (window.__pressedAt = event.timeStamp), { capture: true, once: true }),
    )
    await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await tab.waitForFunction(() => window.__perf.painted > 0, null, { timeout: 30_000, polling: 50 })
    return tab.evaluate(() => window.__perf.painted - window.__pressedAt)
  })
}

/** The contract's own cost, from its page of the fixture: evaluating its modules, then first use. */
async function contractCost(browser, url) {
  const { context, tab } = await openTab(browser)
  try {
    await tab.goto(url)
    await tab.waitForFunction(() => window.__contract, null, { timeout: 60_000, polling: 100 })
    return await tab.evaluate(() => window.__contract)
  } finally {
    await context.close()
  }
}

// ---- the run ----

const sandboxPort = await port('PERF_SANDBOX_PORT')
const baselinePort = await port('PERF_BASELINE_PORT')
for (const each of builds) each.port = await port(each.portVariable)
const environment = { id: 'perf', label: 'Perf sandbox', baseUrl: `http://127.0.0.1:${sandboxPort}`, sandbox: true }
const configFile = join(root, `.e2e-config-perf-${sandboxPort}.json`)
writeFileSync(configFile, JSON.stringify({ environments: [environment] }))
// The pages that call the sandbox: each build's preview, and the baseline's contract page.
const corsOrigins = [...builds.map((each) => each.port), baselinePort].flatMap((origin) => [
  '--cors-origin',
  `http://localhost:${origin}`,
])

// The fixture's pages, each built alone (the baseline stays one file) into a folder of their own.
const fixture = join(root, 'tools/perf/baseline')
const fixtureDist = mkdtempSync(join(tmpdir(), 'perf-baseline-'))
for (const [index, page] of ['index.html', 'contract.html', 'list.html'].entries()) {
  await build({
    configFile: false,
    root: fixture,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: fixtureDist, emptyOutDir: index === 0, target: 'es2022', rolldownOptions: { input: join(fixture, page) } },
  })
}

const children = [
  spawn(bin('tsx'), ['sandbox/main.ts', '--port', String(sandboxPort), '--key', key, '--dataset', 'empty', ...corsOrigins], {
    cwd: root,
    stdio: 'ignore',
  }),
  ...builds.map((each) =>
    spawn(bin('vite'), ['preview', '--port', String(each.port), '--strictPort', '--outDir', each.dist], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, DASHBOARD_CONFIG: configFile },
    }),
  ),
  // Its folder holds no Vite config: the fixture is served with the defaults.
  spawn(
    bin('vite'),
    ['preview', 'tools/perf/baseline', '--port', String(baselinePort), '--strictPort', '--outDir', fixtureDist],
    {
      cwd: root,
      stdio: 'ignore',
    },
  ),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  rmSync(fixtureDist, { recursive: true, force: true })
  rmSync(configFile, { force: true })
}
process.on('exit', stop)

const sizes = new Map()
const gzKbIn = (folder) => (path) => {
  const file = join(folder, path)
  if (!sizes.has(file)) sizes.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0)
  return sizes.get(file)
}
const session = JSON.stringify({ environment, apiKey: key })
const baseline = {
  name: 'baseline',
  url: `http://localhost:${baselinePort}/`,
  selector: usableSelector({ input: true }),
  gzKb: gzKbIn(fixtureDist),
}
const targets = builds.flatMap((each) =>
  measured.map((page) => ({
    ...page,
    landing: page,
    name: `${page.name}${each.label}`,
    url: `http://localhost:${each.port}${page.path}`,
    selector: usableSelector(page.usable),
    fill: usableFill(page.usable),
    session: page.signedIn ? session : null,
    gzKb: gzKbIn(resolve(root, each.dist)),
  })),
)

// The lists' reference: a list page of the fixture, measured as a page (paired with the baseline), with no aim.
const listFixture = { usable: { rows: 'Customers' } }
const references = measured.some((page) => page.usable.rows)
  ? [
      {
        ...listFixture,
        name: 'list fixture',
        url: `http://localhost:${baselinePort}/list.html`,
        selector: usableSelector(listFixture.usable),
        fill: usableFill(listFixture.usable),
        session: null,
        gzKb: gzKbIn(fixtureDist),
      },
    ]
  : []
const measuredTargets = [...targets, ...references]

const loadBefore = loadavg()[0]
let browser = null
let bare = null
try {
  await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`)
  for (const each of builds) await waitFor(`http://localhost:${each.port}/`)
  await waitFor(`http://localhost:${baselinePort}/`)
  for (const page of measured.filter((candidate) => candidate.seed)) {
    const seeded = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/seed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(page.seed),
    })
    if (!seeded.ok) throw new Error(`seeding for ${page.name} failed: HTTP ${seeded.status}`)
  }
  const againstPages = measuredScenarios
    .map((scenario) => scenario.against && landingPages.find((page) => page.name === scenario.against))
    .filter((page) => page && !measured.includes(page))
  for (const { name, seed } of [...measuredScenarios, ...againstPages]) {
    if (!seed) continue
    const seeded = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/seed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(seed),
    })
    if (!seeded.ok) throw new Error(`seeding for ${name} failed: HTTP ${seeded.status}`)
  }
  // The sandbox's own faults: every answer of the API waits, until they are cleared.
  const faults = (method, body) =>
    fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/faults`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((answer) => {
      if (!answer.ok) throw new Error(`the sandbox's faults: HTTP ${answer.status}`)
    })
  if (apiDelay) await faults('POST', { path: '*', delayMs: apiDelay, times: 1_000_000_000 })

  bare = await launchBare(ensureChromium(), chromiumArgs)
  // Warm-up: the servers, the disk cache and the browser itself.
  for (const target of [baseline, ...measuredTargets]) await coldLoad(bare, target)
  // Each page's load comes between two baseline loads: the one just before it (its pair's) and the next one.
  const loads = new Map(measuredTargets.map((target) => [target.name, []]))
  const sequence = []
  for (let run = 0; run < runs; run++) {
    for (const target of run % 2 ? [...measuredTargets].reverse() : measuredTargets) {
      const base = await coldLoad(bare, baseline)
      const pair = { base, page: await coldLoad(bare, target) }
      loads.get(target.name).push(pair)
      sequence.push(pair)
    }
  }
  // One more baseline load, after the last page's.
  const lastBase = await coldLoad(bare, baseline)
  baselinesAfter(sequence, lastBase).forEach((after, index) => (sequence[index].after = after))
  // Records opened by their address: each list's first record, each build's in alternation.
  const recordLoads = []
  for (const page of measured.filter((candidate) => candidate.recordPage)) {
    const each = []
    for (const target of targets.filter((candidate) => candidate.landing === page)) {
      each.push({ ...target, recordUrl: await firstRecordAddress(bare, target) })
    }
    // A warm-up for each: the record page's own files, first asked for here.
    for (const target of each) await coldRecord(bare, target)
    const times = each.map(() => [])
    for (const [, index] of turnOrder(opens, each.length)) times[index].push(await coldRecord(bare, each[index]))
    each.forEach((target, index) => recordLoads.push({ target, times: times[index] }))
  }
  // The scenarios: each build's in alternation, `opens` loads each after a warm-up.
  const scenarioLoads = []
  for (const scenario of measuredScenarios) {
    const against = scenario.against && landingPages.find((page) => page.name === scenario.against)
    const each = builds.map((build) => ({
      name: `${scenario.name}${build.label}`,
      url: `http://localhost:${build.port}${scenario.path}`,
      reference: against && {
        url: `http://localhost:${build.port}${against.path}`,
        selector: usableSelector(against.usable),
        fill: usableFill(against.usable),
        session,
        gzKb: gzKbIn(resolve(root, build.dist)),
      },
    }))
    const once = async (target) => {
      if (scenario.measure === 'timeline') {
        const options = { session, rows: timelineFirstScreen }
        const { usable, painted } = await watchedLoad(bare, target.url, watchTimeline, options, (tab) =>
          tab.evaluate('({ usable: window.__perf.usable, painted: window.__perf.painted })'),
        )
        return { usable, painted, ms: Math.max(0, painted - usable) }
      }
      const painted = await watchedLoad(bare, target.url, watchCounts, { session }, (tab) =>
        tab.evaluate('window.__perf.painted'),
      )
      const list = (await coldLoad(bare, target.reference)).painted
      return { painted, list, ratio: painted / Math.max(list, 1e-9) }
    }
    for (const target of each) await once(target)
    const times = each.map(() => [])
    for (const [, index] of turnOrder(opens, each.length)) times[index].push(await once(each[index]))
    each.forEach((target, index) => scenarioLoads.push({ scenario, target, times: times[index] }))
  }
  await bare.close()
  bare = null
  // The page turns and the contract's cost through the test tool: a turn needs its pointer.
  browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  const [baselineTurns] = await clickTurns(browser, [baseline], () => '[data-turn]', turns)
  const pageTurns = []
  const firstRow = (target) => `${target.selector}:first-child`
  for (const [position, page] of measured.filter((candidate) => candidate.pageTurn).entries()) {
    // The stack's own list turns its page beside the first list turned: what a turn costs before the dashboard's work.
    const each = [...targets.filter((target) => target.landing === page), ...(position === 0 ? references : [])]
    const times = await clickTurns(browser, each, firstRow, turns)
    each.forEach((target, index) => pageTurns.push({ target, times: times[index] }))
  }
  const recordOpens = []
  for (const page of measured.filter((candidate) => candidate.recordPage)) {
    const each = targets.filter((target) => target.landing === page)
    const times = await opensInTurn(browser, each, opens, openRecord)
    each.forEach((target, index) => recordOpens.push({ target, times: times[index] }))
  }
  const palettes = []
  const paletteList = measured.find((candidate) => candidate.usable.rows)
  if (paletteList) {
    const each = targets.filter((target) => target.landing === paletteList)
    const times = await opensInTurn(browser, each, opens, openPalette)
    each.forEach((target, index) => palettes.push({ target, times: times[index] }))
  }
  // Signing in, to the first list measured: each build's sign-in page in alternation.
  const signIns = []
  const signInPage = measured.find((candidate) => candidate.name === 'sign-in')
  if (signInPage && paletteList) {
    const list = targets.find((target) => target.landing === paletteList)
    const each = targets
      .filter((target) => target.landing === signInPage)
      .map((target) => ({ ...target, url: `${target.url}?redirect=${encodeURIComponent(paletteList.path)}`, list }))
    const times = await opensInTurn(browser, each, opens, signIn)
    each.forEach((target, index) => signIns.push({ target, times: times[index] }))
  }
  if (apiDelay) await faults('DELETE')
  const contract = []
  for (let run = 0; run < runs; run++)
    contract.push(await contractCost(browser, `http://localhost:${baselinePort}/contract.html`))
  await browser.close()
  browser = null
  const loadAfter = loadavg()[0]

  // Every load's figures, for reading them otherwise than the report below does.
  if (process.env.PERF_RAW)
    writeFileSync(
      process.env.PERF_RAW,
      JSON.stringify({
        loads: Object.fromEntries(loads),
        turns: { baseline: baselineTurns, pages: pageTurns.map(({ target, times }) => [target.name, times]) },
        opens: recordOpens.map(({ target, times }) => [target.name, times]),
        recordLoads: recordLoads.map(({ target, times }) => [target.name, times]),
        palettes: palettes.map(({ target, times }) => [target.name, times]),
        signIns: signIns.map(({ target, times }) => [target.name, times]),
        scenarios: scenarioLoads.map(({ target, times }) => [target.name, times]),
      }),
    )

  // ---- the report: JSON (PERF_OUT, default tools/perf/results.json) and a table ----
  const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits
  const summary = (values, digits = 0) => {
    const { median: mid, low, high } = medianInterval(values)
    return { median: round(mid, digits), low: round(low, digits), high: round(high, digits) }
  }
  const pairRatios = (pairs, figure) =>
    pairs.map(({ base, page, after }) => ratioToBaselines(figure(page), figure(base), figure(after)))
  const painted = (load) => load.painted
  const [listReference] = references
  const listRatios = listReference ? pairRatios(loads.get(listReference.name), painted) : null
  const timesOf = (entries, name) => entries.find(({ target }) => target.name === name)?.times
  const timed = (times, aim) => {
    if (!times) return undefined
    const interval = summary(times)
    return { ...interval, p90: round(quantile(times, 0.9)), ...(aim ? { aim, verdict: aimVerdict(interval, aim) } : {}) }
  }
  const pageResult = (target) => {
    const pairs = loads.get(target.name)
    const pages = pairs.map(({ page }) => page)
    const ratios = pairRatios(pairs, painted)
    const vsList = listRatios && target.usable.rows ? ratios.map((ratio, run) => ratio / listRatios[run]) : null
    const aimed = target.aim ? (target.aim.against === 'list' ? vsList : ratios) : null
    return {
      name: target.name,
      usable: usableLabel(target.usable),
      paintedMs: round(median(pages.map(painted))),
      vsBaseline: summary(ratios, 2),
      ...(vsList ? { vsList: summary(vsList, 2) } : {}),
      ...(aimed ? { aim: { ...target.aim, verdict: aimVerdict(medianInterval(aimed), target.aim.ratio) } } : {}),
      longTasks: median(pages.map((load) => load.longTasks)),
      longTaskMs: round(median(pages.map((load) => load.longTaskMs))),
      jsFiles: median(pages.map((load) => load.files)),
      jsKb: round(median(pages.map((load) => load.jsKb)), 1),
      pageTurnMs: timed(timesOf(pageTurns, target.name), target.pageTurn && pageTurnAimMs),
      recordOpenMs: timed(timesOf(recordOpens, target.name), target.recordPage && recordOpenAimMs),
      recordLoadMs: timed(timesOf(recordLoads, target.name)),
      paletteMs: timed(timesOf(palettes, target.name)),
      signInMs: timed(timesOf(signIns, target.name)),
    }
  }
  // Two builds, measured in alternation: the difference of each figure, pair by pair, with its 95 % interval.
  const difference = (ours, theirs) => {
    if (!ours || !theirs) return undefined
    const interval = summary(ours.map((value, index) => value - theirs[index]))
    return { ...interval, verdict: verdict(interval) }
  }
  const other = builds[1]?.label
  const results = {
    settings: { throttle, runs, turns, opens, apiDelay, latency, cores: availableParallelism() },
    load: { before: round(loadBefore, 1), after: round(loadAfter, 1) },
    baseline: {
      paintedMs: round(median([...loads.values()].flat().map(({ base }) => base.painted))),
      pageTurnMs: timed(baselineTurns),
    },
    pages: measuredTargets.map(pageResult),
    scenarios: scenarioLoads.map(({ scenario, target, times }) => {
      if (scenario.measure === 'timeline') {
        const interval = summary(times.map((time) => time.ms))
        return {
          name: target.name,
          what: scenario.what,
          afterUsableMs: {
            ...interval,
            p90: round(
              quantile(
                times.map((time) => time.ms),
                0.9,
              ),
            ),
          },
          usableMs: summary(times.map((time) => time.usable)),
          paintedMs: summary(times.map((time) => time.painted)),
          aim: { ms: scenario.aim.ms, verdict: aimVerdict(interval, scenario.aim.ms) },
        }
      }
      const interval = summary(
        times.map((time) => time.ratio),
        2,
      )
      return {
        name: target.name,
        what: scenario.what,
        paintedMs: round(median(times.map((time) => time.painted))),
        listMs: round(median(times.map((time) => time.list))),
        vsList: interval,
        aim: { ratio: scenario.aim.ratio, against: scenario.against, verdict: aimVerdict(interval, scenario.aim.ratio) },
      }
    }),
    contract: {
      endpoints: contract[0].endpoints,
      evaluateMs: round(median(contract.map((c) => c.evaluateMs))),
      firstUseMs: round(median(contract.map((c) => c.firstUseMs))),
    },
    ...(other
      ? {
          compare: {
            build: builds[1].dist,
            pages: measured.map((page) => {
              const theirName = `${page.name}${other}`
              const paintedOf = (name) => loads.get(name).map(({ page: load }) => load.painted)
              return {
                name: page.name,
                paintedMs: difference(paintedOf(page.name), paintedOf(theirName)),
                pageTurnMs: difference(timesOf(pageTurns, page.name), timesOf(pageTurns, theirName)),
                recordOpenMs: difference(timesOf(recordOpens, page.name), timesOf(recordOpens, theirName)),
                recordLoadMs: difference(timesOf(recordLoads, page.name), timesOf(recordLoads, theirName)),
                paletteMs: difference(timesOf(palettes, page.name), timesOf(palettes, theirName)),
                signInMs: difference(timesOf(signIns, page.name), timesOf(signIns, theirName)),
              }
            }),
          },
        }
      : {}),
  }
  const out = process.env.PERF_OUT ?? join(root, 'tools/perf/results.json')
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)

  const cell = (value) => (value === undefined || value === null ? '' : String(value))
  const x = (interval) => interval && `${interval.median.toFixed(2)}× (${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`
  const ms = (interval) => interval && `${interval.median} ms`
  const table = (head, rows) => {
    const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => cell(row[column]).length)))
    const line = (row) => row.map((value, column) => cell(value).padEnd(widths[column])).join('  ')
    console.log([line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
  }
  console.log(
    `\nCPU ×${throttle}, ${runs} cold loads a page, medians with 95 % intervals; load average ${results.load.before} → ${results.load.after}.`,
  )
  table(
    ['page', 'usable', '× baseline', '× stack list', 'aim', 'JS', 'turn', 'record open', 'record by address'],
    [
      ['baseline', `${results.baseline.paintedMs} ms`, '1', '', '', '', ms(results.baseline.pageTurnMs), '', ''],
      ...results.pages.map((page) => [
        page.name,
        `${page.paintedMs} ms`,
        x(page.vsBaseline),
        x(page.vsList),
        page.aim && `≤ ${page.aim.ratio}× ${page.aim.against}: ${page.aim.verdict}`,
        `${page.jsKb} KB, ${page.jsFiles} files`,
        page.pageTurnMs && `${ms(page.pageTurnMs)} ${page.pageTurnMs.verdict ?? ''}`.trim(),
        page.recordOpenMs && `${ms(page.recordOpenMs)} ${page.recordOpenMs.verdict ?? ''}`.trim(),
        ms(page.recordLoadMs),
      ]),
    ],
  )
  for (const page of results.pages.filter((each) => each.paletteMs || each.signInMs)) {
    if (page.paletteMs) console.log(`${page.name}: command palette opened in ${ms(page.paletteMs)}`)
    if (page.signInMs) console.log(`${page.name}: signed in to the first list's rows in ${ms(page.signInMs)}`)
  }
  if (results.scenarios.length) {
    console.log('')
    table(
      ['scenario', 'figure', 'aim'],
      results.scenarios.map((scenario) => [
        scenario.name,
        scenario.afterUsableMs
          ? `${ms(scenario.afterUsableMs)} (${scenario.afterUsableMs.low}–${scenario.afterUsableMs.high}) after the page; page usable at ${ms(scenario.usableMs)} (${scenario.usableMs.low}–${scenario.usableMs.high}), timeline at ${ms(scenario.paintedMs)} (${scenario.paintedMs.low}–${scenario.paintedMs.high})`
          : `${scenario.paintedMs} ms, ${x(scenario.vsList)} the ${scenario.aim.against} list's rows (${scenario.listMs} ms)`,
        scenario.aim.ms
          ? `≤ ${scenario.aim.ms} ms: ${scenario.aim.verdict}`
          : `≤ ${scenario.aim.ratio}× list: ${scenario.aim.verdict}`,
      ]),
    )
  }
  console.log(
    `contract (${results.contract.endpoints} endpoints): evaluated in ${results.contract.evaluateMs} ms, first use ${results.contract.firstUseMs} ms`,
  )
  if (results.compare) {
    const diff = (interval) =>
      interval && `${interval.median > 0 ? '+' : ''}${interval.median} ms (${interval.low}…${interval.high}) ${interval.verdict}`
    console.log(`\nThis build minus ${results.compare.build}, pair by pair (below zero is faster):`)
    table(
      ['page', 'usable', 'turn', 'record open', 'record by address', 'palette', 'sign-in'],
      results.compare.pages.map((page) => [
        page.name,
        diff(page.paintedMs),
        diff(page.pageTurnMs),
        diff(page.recordOpenMs),
        diff(page.recordLoadMs),
        diff(page.paletteMs),
        diff(page.signInMs),
      ]),
    )
  }
  console.log(`\nJSON: ${out}`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  // A failed measurement leaves the browser open: closed here, so that the run ends.
  await browser?.close()
  await bare?.close()
  stop()
}
