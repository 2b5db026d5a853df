import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, SandboxControl, signInWithKey } from './fixtures'

/** Every route, with what shows that it has rendered its data. */
const routes: { path: string; ready: (page: Page) => Promise<void>; public?: boolean }[] = [
  { path: '/sign-in', public: true, ready: (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible() },
  { path: '/password-forgotten', public: true, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/products', ready: (page) => expect(page.getByRole('table', { name: 'Products' })).toBeVisible() },
  { path: '/products/new', ready: (page) => expect(page.getByRole('button', { name: 'Create product' })).toBeVisible() },
  { path: '/users', ready: (page) => expect(page.getByRole('table', { name: 'Customers' })).toBeVisible() },
  { path: '/users/1', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/customer-portal', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/subscriptions', ready: (page) => expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible() },
  { path: '/subscriptions/sub_1', ready: (page) => expect(page.getByRole('region', { name: 'Period' })).toBeVisible() },
  {
    path: '/subscriptions/renew',
    ready: (page) => expect(page.getByRole('button', { name: 'Renew subscription' })).toBeVisible(),
  },
  { path: '/invoices', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/invoices/in_1', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/discounts', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/discounts/codes/1', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/discounts/templates/1', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/discounts/children/1', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/plans', ready: (page) => expect(page.getByRole('table', { name: 'Plans' })).toBeVisible() },
  { path: '/plans/activate', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/metrics', ready: (page) => expect(page.getByRole('table', { name: 'Metrics' })).toBeVisible() },
  { path: '/metrics/delete', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/vat/validate', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/vat/us-uploads', ready: (page) => expect(page.getByRole('table').first()).toBeVisible() },
  { path: '/webhooks', ready: (page) => expect(page.getByRole('table', { name: 'Webhook endpoints' })).toBeVisible() },
  { path: '/webhooks/by-id', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/webhooks/1', ready: (page) => expect(page.getByRole('table', { name: 'Deliveries' })).toBeVisible() },
  { path: '/profile', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
]

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
}

test.describe('accessibility: no serious or critical axe violation on any route, light and dark', () => {
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      if (!route.public) {
        const workspace = await SandboxControl.workspace('demo')
        await signInWithKey(page, workspace.apiKey)
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(route.path)
        await route.ready(page)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
        expect(await seriousViolations(page), `${route.path} in the ${scheme} scheme`).toEqual([])
      }
    })
  }
})
