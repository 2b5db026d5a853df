import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
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
  // An invoice paid in four split payments.
  { path: '/invoices/in_19', ready: (page) => expect(page.getByRole('table', { name: 'Split payments' })).toBeVisible() },
  { path: '/discounts', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  // A code limited to listed plans, partly used.
  { path: '/discounts/codes/2', ready: (page) => expect(page.getByRole('list', { name: 'Plan IDs' })).toBeVisible() },
  {
    path: '/discounts/templates/1',
    ready: (page) => expect(page.getByRole('table', { name: 'Child codes' })).toBeVisible(),
  },
  // A redeemed child code, with its redemption and its parent template.
  {
    path: '/discounts/children/1',
    ready: (page) => expect(page.getByRole('region', { name: 'Redemption' })).toContainText('Redeemed by'),
  },
  { path: '/plans', ready: (page) => expect(page.getByRole('table', { name: 'Plans' })).toBeVisible() },
  { path: '/plans/activate', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/metrics', ready: (page) => expect(page.getByRole('table', { name: 'Metrics' })).toBeVisible() },
  { path: '/metrics/delete', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/vat/validate', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/vat/us-uploads', ready: (page) => expect(page.getByRole('table').first()).toBeVisible() },
  { path: '/webhooks', ready: (page) => expect(page.getByRole('table', { name: 'Webhook endpoints' })).toBeVisible() },
  { path: '/webhooks/by-id', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/webhooks/1', ready: (page) => expect(page.getByRole('table', { name: 'Deliveries' })).toBeVisible() },
  { path: '/profile', ready: (page) => expect(page.getByRole('table', { name: 'Devices' })).toBeVisible() },
]

test.describe('accessibility: no axe violation on any route, light and dark', () => {
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      if (!route.public) {
        const workspace = await SandboxControl.workspace('demo')
        await signInWithKey(page, workspace.apiKey)
      }
      await page.goto(route.path)
      await route.ready(page)
      // The app follows the system's scheme as it changes: one load serves both scans.
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
        await expectNoAxeViolations(page, `${route.path} in the ${scheme} scheme`)
      }
    })
  }
})
