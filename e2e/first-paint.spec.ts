import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, test, transitionsEnded } from './fixtures'

// index.html paints a static sign-in card or app shell before any of the app's code has run, so the
// largest text is on screen early. When React takes over, the same text must stay exactly where it was.

interface TextBox {
  text: string
  color: string
  background: string
  x: number
  y: number
  width: number
  height: number
}

/** Where the text of an element is drawn (the text itself, not its box). */
function textBox(locator: Locator): Promise<TextBox> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const box = range.getBoundingClientRect()
    return {
      text: (element.textContent ?? '').trim(),
      color: getComputedStyle(element).color,
      background: getComputedStyle(document.body).backgroundColor,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
    }
  })
}

function expectSamePlace(actual: TextBox, expected: TextBox) {
  expect(actual.text).toBe(expected.text)
  expect(actual.color, `colour of "${expected.text}"`).toBe(expected.color)
  expect(actual.background, `page background behind "${expected.text}"`).toBe(expected.background)
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[side] - expected[side]), `${side} of "${expected.text}"`).toBeLessThanOrEqual(1)
  }
}

/** The page as it is before the app's code runs: its scripts are held back, the styles are not. */
async function withoutAppCode(page: Page, path: string) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto(path)
}

async function withAppCode(page: Page, path: string) {
  await page.unrouteAll()
  await page.goto(path)
}

type Scheme = 'light' | 'dark'

/**
 * The static first paint in each scheme (boot.js picks the system's once, before the first paint), read by
 * `read` from a load without the app's code; then one load of the app, in the scheme `first`, which follows
 * the system to the other: `check` is called in each scheme with what the static paint had there.
 */
async function inBothSchemes<T>(
  page: Page,
  path: string,
  first: Scheme,
  read: () => Promise<T>,
  load: () => Promise<void>,
  check: (painted: T) => Promise<void>,
) {
  const order: Scheme[] = first === 'light' ? ['light', 'dark'] : ['dark', 'light']
  const painted = new Map<Scheme, T>()
  // The static paint in the scheme `first` last, so that the app loads in it.
  for (const scheme of [...order].reverse()) {
    await page.emulateMedia({ colorScheme: scheme })
    await withoutAppCode(page, path)
    painted.set(scheme, await read())
  }
  await withAppCode(page, path)
  await load()
  for (const scheme of order) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
    await transitionsEnded(page)
    await check(painted.get(scheme)!)
  }
}

/** Every page the static shell has a heading for, read from boot.js itself so none goes unchecked. */
const pages = [...readFileSync('public/boot.js', 'utf8').matchAll(/^\s*'(\/[^']*)': '([^']+)',$/gm)].map(([, path, heading]) => ({
  path: path!,
  heading: heading!,
}))

test('the static app shell shows each page heading where the page then draws it, light and dark', async ({ app }) => {
  test.setTimeout(60_000)
  expect(pages.length, 'headings found in boot.js').toBeGreaterThanOrEqual(10)
  for (const [index, { path, heading }] of pages.entries()) {
    const rendered = app.getByRole('heading', { level: 1, name: heading, exact: true })
    // The app starts in the light scheme on one page, in the dark on the next.
    await inBothSchemes(
      app,
      path,
      index % 2 ? 'dark' : 'light',
      async () => {
        const painted = { heading: await textBox(app.locator('.boot-heading')), brand: await textBox(app.locator('.boot-brand')) }
        expect(painted.heading.text).toBe(heading)
        return painted
      },
      () => expect(rendered).toBeVisible(),
      async (painted) => {
        expectSamePlace(await textBox(rendered), painted.heading)
        expectSamePlace(await textBox(app.getByRole('banner').getByText('Merchant Billing', { exact: true })), painted.brand)
      },
    )
  }
})

test('on a phone, the static shell keeps the heading where the app draws it, and the header fits', async ({ app }) => {
  await app.setViewportSize({ width: 390, height: 844 })
  await withoutAppCode(app, '/products')
  const heading = await textBox(app.locator('.boot-heading'))
  // A phone's header keeps its width for the environment and the actions: no name there, before or after.
  await expect(app.locator('.boot-brand')).toBeHidden()
  await withAppCode(app, '/products')
  await expect(app.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  expectSamePlace(await textBox(app.getByRole('heading', { level: 1, name: 'Products' })), heading)
  await expect(app.getByRole('banner').getByText('Merchant Billing', { exact: true })).toBeHidden()
  // Every action of the header is on screen, an icon that shows its name on hover.
  for (const name of ['Request log', 'Sign out']) {
    const action = app.getByRole('banner').getByRole('button', { name })
    await expect(action).toBeInViewport({ ratio: 1 })
    await expect(action).toHaveAttribute('title', name)
  }
  await expect(app.getByRole('banner').getByRole('button', { name: /^Colour scheme/ })).toBeInViewport({ ratio: 1 })
})

test('a page whose heading comes from its data shows no guessed heading first', async ({ app }) => {
  await withoutAppCode(app, '/invoices/in_1')
  await expect(app.locator('.boot-shell')).toBeVisible()
  await expect(app.locator('.boot-heading')).toBeHidden()
})

test('the static sign-in card has the text of the sign-in page, in the same place, light and dark', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' })
  await inBothSchemes(
    page,
    '/sign-in',
    'light',
    async () => ({ title: await textBox(page.locator('.boot-title')), intro: await textBox(page.locator('.boot-text')) }),
    () => expect(heading).toBeVisible(),
    async (painted) => {
      expectSamePlace(await textBox(heading), painted.title)
      expectSamePlace(await textBox(page.getByText(painted.intro.text, { exact: true })), painted.intro)
    },
  )
})

const localeWarmup = (worker: { url(): string }) => new URL(worker.url()).pathname === '/locale-warmup.js'

test('a signed-in page loads the locale data on a thread of its own as it starts', async ({ app }) => {
  const started = app.waitForEvent('worker', localeWarmup)
  await app.goto('/products')
  await started
  await expect(app.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
})

test('the sign-in page loads the locale data on a thread of their own once the browser is idle', async ({ page }) => {
  const idle = page.waitForEvent('worker', localeWarmup)
  await page.goto('/sign-in')
  await idle
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test("the theme's colours: its primary colour and its dimmed text, in both schemes", async ({ page }) => {
  for (const [scheme, dimmed] of [
    ['light', 'rgb(73, 80, 87)'],
    ['dark', 'rgb(184, 184, 184)'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/sign-in')
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await expect(signIn).toBeVisible()
    // The theme's primary colour (indigo, shade 8) on the filled button, and its own dimmed text colour.
    await expect(signIn).toHaveCSS('background-color', 'rgb(59, 91, 219)')
    const dimmedText = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'))
      probe.style.color = 'var(--mantine-color-dimmed)'
      const color = getComputedStyle(probe).color
      probe.remove()
      return color
    })
    expect(dimmedText).toBe(dimmed)
  }
})
