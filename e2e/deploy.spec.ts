import { contentSecurityPolicy } from '../scripts/csp.mjs'
import { environment } from './env'
import { expect, test } from './fixtures'

// Runs in the `nginx` project: the build served by real nginx with deploy/nginx/dashboard.conf, and
// config.json and the CSP written by deploy/configure.mjs (see playwright.config.ts).

const securityHeaders = {
  'content-security-policy': contentSecurityPolicy([environment]),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}
const gzip = { headers: { 'Accept-Encoding': 'gzip' } }

test.describe('deployed with nginx', () => {
  test('sign in, a list, a write, a detail page, a reload of its deep link, and sign out', async ({ page, sandbox }) => {
    await sandbox.seed({
      products: [{ id: 1, productName: 'Starter' }],
      users: [{ id: 7, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }],
    })
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in/)
    await page.getByRole('link', { name: 'Use an API key instead' }).click()
    await page.getByLabel('API key').fill(sandbox.apiKey)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Products' }).click()
    const products = page.getByRole('table', { name: 'Products' })
    await expect(products.getByRole('button', { name: 'Details of Starter' })).toBeVisible()

    await page.getByRole('link', { name: 'New product' }).first().click()
    await page.getByLabel('Name').fill('Deployed plan')
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('Product created')).toBeVisible()
    await expect(products.getByRole('button', { name: 'Details of Deployed plan' })).toBeVisible()
    expect((await sandbox.collection<{ productName: string }>('products')).map((product) => product.productName)).toContain(
      'Deployed plan',
    )

    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Customers' }).click()
    await page.getByRole('searchbox', { name: 'Search' }).fill('7')
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await expect(page).toHaveURL(/\/users\/7$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace Hopper')

    // nginx answers the deep link with index.html; the session survives the reload.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace Hopper')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('You are signed out')).toBeVisible()
  })

  test('the HTML, a hashed asset and config.json carry their caching, compression and security headers', async ({ request }) => {
    const html = await request.get('/', gzip)
    expect(html.status()).toBe(200)
    expect(html.headers()).toMatchObject({ ...securityHeaders, 'cache-control': 'no-store', 'content-encoding': 'gzip' })
    expect(html.headers()['content-type']).toMatch(/^text\/html/)

    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1]
    expect(script, 'index.html loads a hashed script').toBeDefined()
    const asset = await request.get(script!, gzip)
    expect(asset.status()).toBe(200)
    expect(asset.headers()).toMatchObject({
      ...securityHeaders,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
    })
    expect(asset.headers()['content-type']).toMatch(/javascript/)

    const config = await request.get('/config.json', gzip)
    expect(config.status()).toBe(200)
    expect(config.headers()).toMatchObject({ ...securityHeaders, 'cache-control': 'no-store' })
    expect(config.headers()['content-type']).toMatch(/^application\/json/)
    expect(await config.json()).toEqual({ environments: [environment], idleTimeoutMinutes: 30 })
  })

  test('every path that is not a file gets index.html, and a missing asset is a 404', async ({ request }) => {
    const index = await (await request.get('/index.html')).text()
    for (const path of ['/users/7', '/products/new', '/discounts/codes/3?tab=usage']) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(200)
      expect(answer.headers(), path).toMatchObject({ ...securityHeaders, 'cache-control': 'no-store' })
      expect(await answer.text(), path).toBe(index)
    }
    const missing = await request.get('/assets/index-missing.js')
    expect(missing.status()).toBe(404)
    expect(missing.headers()).toMatchObject(securityHeaders)
    expect(missing.headers()['cache-control']).toBeUndefined()
  })
})
