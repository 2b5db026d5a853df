import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { demoOwner, expect, test, SandboxControl, signInAsMember, signInWithKey } from './fixtures'

/** A record page's summary, then its "All details" opened: both are scanned. */
async function withDetails(page: Page, shown: (page: Page) => Promise<void>) {
  await expect(page.getByRole('region', { name: 'Summary' }).getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'All details' }).click()
  await shown(page)
}

/** Every route, with what shows that it has rendered its data. */
const routes: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/sign-in', ready: (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible() },
  { path: '/password-forgotten', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/products', ready: (page) => expect(page.getByRole('table', { name: 'Products' })).toBeVisible() },
  { path: '/products/new', ready: (page) => expect(page.getByRole('button', { name: 'Create product' })).toBeVisible() },
  { path: '/users', ready: (page) => expect(page.getByRole('table', { name: 'Customers' })).toBeVisible() },
  {
    path: '/users/1',
    ready: (page) => withDetails(page, () => expect(page.getByRole('region', { name: 'Identity and contact' })).toBeVisible()),
  },
  { path: '/customer-portal', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/subscriptions', ready: (page) => expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible() },
  {
    path: '/subscriptions/sub_1',
    ready: (page) => withDetails(page, () => expect(page.getByRole('region', { name: 'Period' })).toBeVisible()),
  },
  {
    path: '/subscriptions/renew',
    ready: (page) => expect(page.getByRole('button', { name: 'Renew subscription' })).toBeVisible(),
  },
  { path: '/invoices', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  // An invoice paid in four split payments.
  {
    path: '/invoices/in_19',
    ready: (page) =>
      withDetails(page, async () => {
        await expect(page.getByRole('table', { name: 'Split payments' })).toBeVisible()
        await expect(page.getByRole('region', { name: 'Customer, dates and links' })).toBeVisible()
      }),
  },
  { path: '/payments', ready: (page) => expect(page.getByRole('table', { name: 'Payments' })).toBeVisible() },
  { path: '/discounts', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  // A code limited to listed plans, partly used.
  {
    path: '/discounts/codes/2',
    ready: (page) => withDetails(page, () => expect(page.getByRole('list', { name: 'Plan IDs' })).toBeVisible()),
  },
  {
    path: '/discounts/templates/1',
    ready: (page) => expect(page.getByRole('table', { name: 'Child codes' })).toBeVisible(),
  },
  // A redeemed child code, with its redemption and its parent template.
  {
    path: '/discounts/children/1',
    ready: (page) =>
      withDetails(page, () => expect(page.getByRole('region', { name: 'Redemption' })).toContainText('Redeemed by')),
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
  { path: '/activity', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible() },
  { path: '/profile', ready: (page) => expect(page.getByRole('table', { name: 'Devices' })).toBeVisible() },
]

/**
 * The routes of an area are scanned on one signed-in tab, each loaded anew: a tab and a workspace per route
 * would cost more than the scans. The public pages share one tab, and so do the neighbours of an area.
 */
const sharedArea: Record<string, string> = {
  'password-forgotten': 'sign-in',
  'customer-portal': 'users',
  metrics: 'plans',
  payments: 'invoices',
}
const areaOf = (path: string) => {
  const first = path.split('/')[1]!
  return sharedArea[first] ?? first
}
const areas = new Map<string, typeof routes>()
for (const route of routes) areas.set(areaOf(route.path), [...(areas.get(areaOf(route.path)) ?? []), route])

test.describe('accessibility: no axe violation on any route, light and dark', () => {
  // Two axe scans a route, each a few seconds of CPU: on a busy machine an area of four routes needs more than the
  // usual 30 s.
  test.describe.configure({ timeout: 90_000 })

  for (const [area, areaRoutes] of areas) {
    test(areaRoutes.map((route) => route.path).join(', '), async ({ page }) => {
      if (area !== 'sign-in') {
        const workspace = await SandboxControl.workspace('demo')
        // My profile is a member's own page: the owner signs in as themselves.
        if (area === 'profile') await signInAsMember(page, workspace, demoOwner)
        else await signInWithKey(page, workspace.apiKey)
      }
      for (const route of areaRoutes) {
        await test.step(route.path, async () => {
          await page.emulateMedia({ colorScheme: 'light' })
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
  }
})
