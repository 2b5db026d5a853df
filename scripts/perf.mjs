// `npm run perf`: measures the production build in Chromium with the CPU throttled 4x, against a local
// sandbox: Largest Contentful Paint and time until usable for the sign-in and products pages, and the
// time from clicking "Next page" to the new rows on a list of 10,000 products. Then the build sizes.
// Run `npm run build` first.
import { spawn, spawnSync } from 'node:child_process'
import { writeFileSync, existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, ensureChromium } from './chromium.mjs'

const sandboxPort = 8790
const previewPort = 4180
const key = 'sk_test_perf'
const runs = Number(process.env.PERF_RUNS ?? 5)
const throttle = 4
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname

if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

const environment = { id: 'perf', label: 'Perf sandbox', baseUrl: `http://127.0.0.1:${sandboxPort}`, sandbox: true }
const configFile = new URL('../.e2e-config-perf.json', import.meta.url).pathname
writeFileSync(configFile, JSON.stringify({ environments: [environment] }))

const children = [
  spawn(
    bin('tsx'),
    [
      'sandbox/main.ts',
      '--port',
      String(sandboxPort),
      '--key',
      key,
      '--dataset',
      'empty',
      '--cors-origin',
      `http://localhost:${previewPort}`,
    ],
    { stdio: 'ignore' },
  ),
  spawn(bin('vite'), ['preview', '--port', String(previewPort), '--strictPort'], {
    stdio: 'ignore',
    env: { ...process.env, DASHBOARD_CONFIG: configFile },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('exit', stop)

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// Installed in every page: records LCP and the moment a selector first appears.
function observe() {
  window.__perf = { lcp: 0, lcpElement: '', marks: {} }
  const describe = (element) => {
    if (!element) return '(removed element)'
    const text = (element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\s+/)[0] : ''} "${text}"`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__perf.lcp = entry.startTime
      window.__perf.lcpElement = describe(entry.element)
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  window.__perfWatch = (name, selector) => {
    const check = () => {
      if (!window.__perf.marks[name] && document.querySelector(selector)) window.__perf.marks[name] = performance.now()
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
    check()
  }
}

async function measurePage(browser, path, usableSelector, signedIn) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await page.addInitScript(observe)
  await page.addInitScript(
    ([selector, session]) => {
      if (session) sessionStorage.setItem('mbd.session', session)
      document.addEventListener('DOMContentLoaded', () => window.__perfWatch('usable', selector))
    },
    [usableSelector, signedIn ? JSON.stringify({ environment, apiKey: key }) : null],
  )
  await page.goto(`http://localhost:${previewPort}${path}`)
  await page.waitForFunction(() => window.__perf.marks.usable, null, { timeout: 30_000 })
  await page.waitForTimeout(300)
  const result = await page.evaluate(() => ({
    lcp: window.__perf.lcp,
    lcpElement: window.__perf.lcpElement,
    usable: window.__perf.marks.usable,
  }))
  await context.close()
  return result
}

async function measurePageTurns(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await page.addInitScript(
    (session) => sessionStorage.setItem('mbd.session', session),
    JSON.stringify({ environment, apiKey: key }),
  )
  await page.goto(`http://localhost:${previewPort}/products`)
  const firstName = () =>
    page
      .getByRole('table', { name: 'Products' })
      .getByRole('button', { name: /^Details of/ })
      .first()
      .textContent()
  await page.getByRole('table', { name: 'Products' }).waitFor()
  const times = []
  for (let i = 0; i < runs; i++) {
    const before = await firstName()
    // A person moves the pointer onto the button before clicking it.
    await page.getByRole('button', { name: 'Next page' }).hover()
    await page.waitForTimeout(150)
    const elapsed = await page.evaluate(
      (previous) =>
        new Promise((resolve) => {
          const table = document.querySelector('table[aria-label="Products"]')
          const start = performance.now()
          const done = () => {
            const first = table.querySelector('tbody tr button[aria-label^="Details of"]')
            if (first && first.textContent !== previous) {
              observer.disconnect()
              resolve(performance.now() - start)
            }
          }
          const observer = new MutationObserver(done)
          observer.observe(table, { subtree: true, childList: true, characterData: true })
          document.querySelector('button[aria-label="Next page"]').click()
        }),
      before,
    )
    times.push(elapsed)
  }
  await context.close()
  return times
}

try {
  await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`)
  await waitFor(`http://localhost:${previewPort}/`)
  const seeded = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/seed`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ generateProducts: 10_000 }),
  })
  if (!seeded.ok) throw new Error(`seeding failed: HTTP ${seeded.status}`)

  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  const signIn = []
  const products = []
  for (let i = 0; i < runs; i++) {
    signIn.push(await measurePage(browser, '/sign-in', 'form button[type="submit"]', false))
    products.push(await measurePage(browser, '/products', 'table[aria-label="Products"] tbody tr', true))
  }
  const turns = await measurePageTurns(browser)
  await browser.close()

  const ms = (value) => `${Math.round(value)} ms`
  console.log(`\nPerformance, Chromium, CPU throttled ${throttle}x, median of ${runs} runs:`)
  console.log(`  Sign-in page   LCP ${ms(median(signIn.map((r) => r.lcp)))}   usable ${ms(median(signIn.map((r) => r.usable)))}`)
  console.log(
    `  Products page  LCP ${ms(median(products.map((r) => r.lcp)))}   usable ${ms(median(products.map((r) => r.usable)))}`,
  )
  const elements = (results) => [...new Set(results.map((r) => r.lcpElement))].join('; ')
  console.log(`  LCP elements: sign-in ${elements(signIn)}; products ${elements(products)}`)
  console.log(
    `  Page turn on 10,000 products (click to new rows): ${ms(median(turns))}  (all: ${turns.map((t) => Math.round(t)).join(', ')} ms)`,
  )
  console.log('  Aims: LCP under 1000 ms, page turn under 150 ms.\n')
  spawnSync('node', ['scripts/check-size.mjs'], { stdio: 'inherit' })
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
