import { expect, holdCalls, routeComponentFile, test, signInWithKey } from './fixtures'
import { environment } from './env'

const products = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, productName: `Item ${index + 1}` }))

test.describe('resilience', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ products })
  })

  test('a read that fails twice then succeeds shows the data without an error flash', async ({ app: page, sandbox }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __alerts: string[] }).__alerts = seen
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll('[role="alert"]')) seen.push(alert.textContent ?? '')
      }).observe(document, { subtree: true, childList: true })
    })
    await sandbox.fault({ path: '/merchant/product/list', status: 500, times: 2 })
    await page.goto('/products')
    await expect(page.getByText('30 products')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)).toEqual([])
    const calls = await sandbox.calls()
    // The first load: two failures, then the answer (the next page is fetched ahead after it).
    expect(
      calls
        .filter((call) => call.path === '/merchant/product/list')
        .map((call) => call.status)
        .slice(0, 3),
    ).toEqual([500, 500, 200])
  })

  test('a read that keeps failing shows message, requestId and a Retry that works once fixed', async ({ app: page, sandbox }) => {
    await sandbox.fault({ path: '/merchant/product/list', status: 500, times: 50, message: 'Catalogue database unavailable' })
    await page.goto('/products')
    const alert = page.getByRole('alert').filter({ hasText: 'The products could not be loaded' })
    await expect(alert).toContainText('Catalogue database unavailable')
    await expect(alert).toContainText(/Request ID: req_/)
    expect((await sandbox.calls()).filter((call) => call.path === '/merchant/product/list')).toHaveLength(3)

    await sandbox.clearFaults()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText('30 products')).toBeVisible()
    await expect(alert).toBeHidden()
  })

  test('a slow write cannot be sent twice', async ({ app: page, sandbox }) => {
    await page.goto('/products/new')
    await page.getByLabel('Name').fill('Only once')
    // The write is held on its way while the button is clicked again.
    const write = await holdCalls(page, '/merchant/product/new')
    const submit = page.getByRole('button', { name: 'Create product' })
    await submit.dblclick()
    await submit.click({ force: true }).catch(() => {})
    await expect.poll(() => write.count()).toBe(1)
    await write.release()
    await expect(page.getByText('Product created')).toBeVisible()
    const created = (await sandbox.collection<{ productName: string }>('products')).filter((p) => p.productName === 'Only once')
    expect(created).toHaveLength(1)
    expect((await sandbox.calls()).filter((call) => call.path === '/merchant/product/new')).toHaveLength(1)
  })

  test('a timeout gives a clear message and recovers when the service answers again', async ({ page, sandbox }) => {
    await page.addInitScript(
      ([key, env]) => {
        sessionStorage.setItem(
          'mbd.session',
          JSON.stringify({ environment: env, apiKey: key, settings: { idleTimeoutMinutes: 30, requestTimeoutSeconds: 1 } }),
        )
      },
      [sandbox.apiKey, environment] as const,
    )
    // Every answer is late until the faults are cleared: a page whose code arrives after its loader's request failed
    // asks once more as it mounts (TanStack Query's retry on mount), and that must be late too.
    await sandbox.fault({ path: '/merchant/product/list', delayMs: 2500, times: 50 })
    await page.goto('/products')
    const alert = page.getByRole('alert').filter({ hasText: 'The products could not be loaded' })
    await expect(alert).toContainText('took longer than 1 s')
    await sandbox.clearFaults()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText('30 products')).toBeVisible()
  })

  test('an offline browser gets a clear message and recovers when back online', async ({ app: page, context }) => {
    await page.goto('/products?count=10')
    await expect(page.getByText('30 products')).toBeVisible()
    await context.setOffline(true)
    // Page 3: not fetched ahead (page 2 is), so it needs the network.
    await page.getByRole('button', { name: 'Page 3' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The products could not be loaded' })
    await expect(alert).toContainText('could not be reached')
    await context.setOffline(false)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('button', { name: 'Details of Item 10' })).toBeVisible()
  })

  test('a page whose code cannot be fetched shows the error panel, and opens once it can', async ({ app: page }) => {
    let blocked = true
    const file = routeComponentFile('src/routes/_app/products/index.tsx')
    await page.route(
      (url) => url.pathname === `/${file}`,
      (route) => (blocked ? route.abort() : route.continue()),
    )
    await page.goto('/products')
    const alert = page.getByRole('alert').filter({ hasText: 'This page ran into a problem' })
    await expect(alert).toBeVisible()
    await expect(page).toHaveTitle('Products · Merchant Billing Dashboard')
    blocked = false
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('a page that throws while rendering shows a recoverable panel and the app keeps working', async ({ app: page }) => {
    await page.goto('/products/new')
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
    // Make date formatting throw, as a rendering bug would.
    await page.evaluate(() => {
      const original = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!
      ;(window as unknown as { __restore: () => void }).__restore = () =>
        Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', original)
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        configurable: true,
        get() {
          throw new Error('Simulated rendering failure')
        },
      })
    })
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Products' }).click()
    await expect(page.getByText('This page ran into a problem')).toBeVisible()
    await expect(page.getByText('Simulated rendering failure')).toBeVisible()
    // The shell still works.
    await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible()
    await page.evaluate(() => (window as unknown as { __restore: () => void }).__restore())
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('30 products')).toBeVisible()
  })

  test('signs out after the idle time, saying why, and returns to the page after signing in', async ({ page, sandbox }) => {
    await page.clock.install()
    await signInWithKey(page, sandbox.apiKey)
    await page.goto('/products?status=active')
    await expect(page.getByText('30 products')).toBeVisible()
    await page.clock.fastForward('31:00')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByText(/signed out after a period without activity/)).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('mbd.session'))).toBeNull()
  })
})
