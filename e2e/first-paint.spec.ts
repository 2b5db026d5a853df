import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

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

/** Every page the static shell has a heading for, read from boot.js itself so none goes unchecked. */
const pages = [...readFileSync('public/boot.js', 'utf8').matchAll(/^\s*'(\/[^']*)': '([^']+)',$/gm)].map(([, path, heading]) => ({
  path: path!,
  heading: heading!,
}))

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the static app shell shows each page heading where the page then draws it (${colorScheme})`, async ({ app }) => {
    test.setTimeout(60_000)
    expect(pages.length, 'headings found in boot.js').toBeGreaterThanOrEqual(10)
    await app.emulateMedia({ colorScheme })
    for (const { path, heading } of pages) {
      await withoutAppCode(app, path)
      const staticHeading = await textBox(app.locator('.boot-heading'))
      const staticBrand = await textBox(app.locator('.boot-brand'))
      expect(staticHeading.text).toBe(heading)

      await withAppCode(app, path)
      const rendered = app.getByRole('heading', { level: 1, name: heading, exact: true })
      await expect(rendered).toBeVisible()
      expectSamePlace(await textBox(rendered), staticHeading)
      expectSamePlace(await textBox(app.getByRole('banner').getByText('Merchant Billing', { exact: true })), staticBrand)
    }
  })
}

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
  // Every action of the header is on screen.
  for (const name of ['Request log', 'Sign out']) {
    const action = app.getByRole('banner').getByRole('button', { name })
    await expect(action).toBeInViewport({ ratio: 1 })
  }
  await expect(app.getByRole('banner').getByRole('button', { name: /^Colour scheme/ })).toBeInViewport({ ratio: 1 })
})

test('a page whose heading comes from its data shows no guessed heading first', async ({ app }) => {
  await withoutAppCode(app, '/invoices/in_1')
  await expect(app.locator('.boot-shell')).toBeVisible()
  await expect(app.locator('.boot-heading')).toBeHidden()
})

test('the static sign-in card has the text of the sign-in page, in the same place (dark)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectSignInCardInPlace(page)
})

test('the static sign-in card has the text of the sign-in page, in the same place', async ({ page }) => {
  await expectSignInCardInPlace(page)
})

async function expectSignInCardInPlace(page: Page) {
  await withoutAppCode(page, '/sign-in')
  const title = await textBox(page.locator('.boot-title'))
  const intro = await textBox(page.locator('.boot-text'))

  await withAppCode(page, '/sign-in')
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' })
  await expect(heading).toBeVisible()
  expectSamePlace(await textBox(heading), title)
  expectSamePlace(await textBox(page.getByText(intro.text, { exact: true })), intro)
}
