import { expect, test } from './fixtures'

test("the colour scheme is set before the app's code runs: the one chosen, else the system's", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/sign-in')
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
})

test('on a phone, the header fits: no name, every action an icon on screen', async ({ app }) => {
  await app.setViewportSize({ width: 390, height: 844 })
  await app.goto('/products')
  await expect(app.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  // A phone's header keeps its width for the environment and the actions: no name there.
  await expect(app.getByRole('banner').getByText('Merchant Billing', { exact: true })).toBeHidden()
  // Every action of the header is on screen, an icon that shows its name on hover.
  for (const name of ['Request log', 'Sign out']) {
    const action = app.getByRole('banner').getByRole('button', { name })
    await expect(action).toBeInViewport({ ratio: 1 })
    await expect(action).toHaveAttribute('title', name)
  }
  await expect(app.getByRole('banner').getByRole('button', { name: /^Colour scheme/ })).toBeInViewport({ ratio: 1 })
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
