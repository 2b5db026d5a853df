import type { Server } from 'node:http'
import { expect, test } from './fixtures'
import { previewPort } from './env'
import { serveStatic } from './static-server'

// Only the static build is served: no sandbox process, no service. The demo runs in the page.
const port = previewPort + 50
const origin = `http://127.0.0.1:${port}`
let server: Server

test.beforeAll(async () => {
  const demo = {
    id: 'demo',
    label: 'Demo (runs in your browser)',
    baseUrl: 'https://demo.sandbox.invalid',
    sandbox: true,
    demo: true,
  }
  server = await serveStatic(process.env.E2E_DIST ?? 'dist', { environments: [demo] }, port)
})
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('the demo runs entirely in the browser: products, a user and a renewal', async ({ page }) => {
  const offOrigin: string[] = []
  // Sample images in the demo data may point elsewhere; every other request stays on this origin.
  page.on('request', (request) => {
    if (request.resourceType() !== 'image' && !request.url().startsWith(origin) && !request.url().startsWith('data:'))
      offOrigin.push(request.url())
  })
  await page.goto(`${origin}/`)
  await page.getByRole('radio', { name: /Demo/ }).check()
  await expect(page.getByText('No key needed')).toBeVisible()
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await expect(page.getByText(/^1\d\d products$/)).toBeVisible()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=1/)

  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Customers' }).click()
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
  // The list's one search opens a customer by their ID.
  await page.getByRole('searchbox', { name: 'Search' }).fill('1')
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  await expect(page).toHaveURL(/\/users\/1$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Promo credit', { exact: false }).first()).toBeVisible()

  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Subscriptions' }).click()
  await page.getByRole('main').getByRole('link', { name: 'Renew by ID' }).click()
  // Type only once the renew form is drawn.
  await expect(page.getByRole('heading', { name: 'Renew a subscription', level: 1 })).toBeVisible()
  await page.getByRole('form', { name: 'Renew a subscription' }).getByLabel('Subscription ID').fill('sub_1')
  await page.getByRole('switch', { name: 'Manual payment' }).check()
  await page.getByRole('button', { name: 'Renew subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Subscription renewed' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Open invoice in_\d+$/ })).toBeVisible()

  expect(offOrigin).toEqual([])
})
