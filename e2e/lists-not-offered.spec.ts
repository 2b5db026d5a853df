import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A service without the real service's list and detail calls, from the dashboard on its own origin (the preview's,
 * not the sandbox's). In the real dialect the sandbox answers them as the real service answers a path it lacks: a
 * bare 404 without CORS headers, which the page cannot read, as if the service were down. The service answers its
 * other calls, so each page says the list is not offered and opens records by ID (each area's own spec walks its
 * way by ID); a service that is down is still said to be unreachable.
 */

/** The paths of the merchant API calls the page sends from now on (preflights aside). */
function watchCalls(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/merchant/') && request.method() !== 'OPTIONS') paths.push(url.pathname)
  })
  return paths
}

const metrics = Array.from({ length: 25 }, (_, index) => ({
  id: 70 + index,
  code: `metric_${index}`,
  metricName: `Metric ${index}`,
  aggregationType: 1,
  type: 1,
  createTime: 1767225600 + index * 60,
}))

test.describe('a service without the list and detail calls', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ webhookEndpoints: [{ id: 3, url: 'https://hooks.example.test/billing', events: ['invoice.paid'] }] })
    await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
  })

  for (const [address, what, lists] of [
    ['/users', 'customers', ['/merchant/user/list']],
    ['/subscriptions', 'subscriptions', ['/merchant/subscription/list']],
    ['/invoices', 'invoices', ['/merchant/invoice/list']],
    ['/discounts', 'discount codes', ['/merchant/discount/list']],
    ['/discounts/templates', 'batch templates', ['/merchant/discount/batch/template/list']],
    ['/plans', 'plans', ['/merchant/plan/list']],
    ['/metrics', 'metrics', ['/merchant/metric/list']],
    ['/webhooks', 'webhook endpoints', ['/merchant/webhook/endpoint_list']],
    ['/webhooks/3', 'webhook deliveries', ['/merchant/webhook/endpoint_list', '/merchant/webhook/endpoint_log_list']],
  ] as const) {
    test(
      `${address} says so and offers the way by ID, asking once, never "could not be reached"`,
      { tag: '@real' },
      async ({ app: page }) => {
        const calls = watchCalls(page)
        await page.goto(address)
        await expect(page.getByText(`This service offers no list of ${what}: open one by its ID.`)).toBeVisible()
        await expect(page.getByRole('textbox').first()).toBeVisible()
        await expect(page.getByText(/could not be reached/)).toHaveCount(0)
        // Not tried again and again before the page could say so.
        for (const list of lists)
          expect(
            calls.filter((path) => path === list),
            list,
          ).toHaveLength(1)
      },
    )
  }
})

test.describe('a service that is down', () => {
  test(
    'is said to be unreachable on a list page, not to lack the list, and the list comes back',
    { tag: '@real' },
    async ({ app: page, sandbox, context }) => {
      await sandbox.seed({ metrics })
      await page.goto('/metrics?count=10')
      await expect(page.getByText('25 metrics')).toBeVisible()
      await context.setOffline(true)
      // Page 3: not fetched ahead (page 2 is), so it needs the network.
      await page.getByRole('button', { name: 'Page 3' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'The metrics could not be loaded' })
      await expect(alert).toContainText('could not be reached')
      await expect(page.getByText(/This service offers no list/)).toHaveCount(0)
      await context.setOffline(false)
      await alert.getByRole('button', { name: 'Retry' }).click()
      await expect(page.getByRole('row', { name: /Metric 4\b/ })).toBeVisible()
    },
  )
})
