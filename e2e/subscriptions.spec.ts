import type { Page } from '@playwright/test'
import { expect, showFilters, test, watchRequests, type SandboxControl } from './fixtures'
import { openAllDetails } from './recordPage'

const DAY = 86_400
const base = 1_767_225_600

interface Subscription {
  subscriptionId: string
  userId: number
  planId: number
  status: number
  currency: string
  createTime: number
  latestInvoiceId: string
}

/** 25 subscriptions of two customers and two plans, a day apart; every fourth cancelled, every fifth in USD. */
async function seedSubscriptions(sandbox: SandboxControl) {
  await sandbox.seed({
    users: [
      { id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example' },
      { id: 4, firstName: 'Bob', lastName: 'Builder', email: 'bob@example.test' },
    ],
    plans: [
      { id: 7, planName: 'Pro monthly', status: 2, intervalUnit: 'month', intervalCount: 1 },
      { id: 8, planName: 'Basic yearly', status: 2, intervalUnit: 'year', intervalCount: 1 },
    ],
    subscriptions: Array.from({ length: 25 }, (_, index) => {
      const n = index + 1
      return {
        subscriptionId: `sub_s${String(n).padStart(2, '0')}`,
        userId: n % 2 ? 3 : 4,
        planId: n % 3 ? 7 : 8,
        status: n % 4 ? 2 : 4,
        currency: n % 5 ? 'EUR' : 'USD',
        amount: 1_000 + n,
        createTime: base + n * DAY,
      }
    }),
  })
}

const table = (page: Page) => page.getByRole('table', { name: 'Subscriptions' })
const shown = (page: Page) => table(page).getByRole('link')
const ids = (subscriptions: Subscription[]) => subscriptions.map((subscription) => subscription.subscriptionId)
const newestFirst = (subscriptions: Subscription[]) => [...subscriptions].sort((a, b) => b.createTime - a.createTime)
const stored = (sandbox: SandboxControl) => sandbox.collection<Subscription>('subscriptions')

/** A time as a datetime-local input takes it (local time). */
function local(seconds: number) {
  const date = new Date(seconds * 1000)
  const two = (part: number) => String(part).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`
}

test.describe('subscriptions', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedSubscriptions(sandbox)
  })

  test('the list pages and sorts; a row opens the subscription page, whose Renew renews it', async ({ app: page, sandbox }) => {
    await page.goto('/subscriptions')
    await expect(page.getByText('25 subscriptions')).toBeVisible()
    const all = await stored(sandbox)
    await expect(shown(page)).toHaveText(ids(newestFirst(all).slice(0, 20)))
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(shown(page)).toHaveText(ids(newestFirst(all).slice(20)))
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' })
    await expect(page).toHaveURL(/sortType=asc/)
    await expect(shown(page)).toHaveText(ids(newestFirst(all).reverse().slice(0, 20)))

    await shown(page).filter({ hasText: 'sub_s01' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription sub_s01' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Summary' })
    await expect(summary.getByRole('group', { name: 'Amount per period' })).toContainText('€10.01')
    await expect(summary.getByRole('group', { name: 'Plan' })).toContainText('Pro monthly')
    await openAllDetails(page)
    await expect(page.getByRole('region', { name: 'Period' })).toContainText('Active')
    await expect(page.getByRole('region', { name: 'Plan' })).toContainText('Pro monthly')
    await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('€10.01')
    await expect(page.getByRole('region', { name: 'Latest invoice' })).toContainText('none yet')
    await expect(page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/users/3',
    )

    await page.getByRole('link', { name: 'Renew', exact: true }).click()
    await expect(page.getByRole('textbox', { name: 'Subscription ID', exact: true })).toHaveValue('sub_s01')
    await page.getByRole('switch', { name: 'Manual payment' }).check()
    await page.getByRole('button', { name: 'Renew subscription' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Subscription renewed' })).toBeVisible()
    const renewed = (await stored(sandbox)).find((subscription) => subscription.subscriptionId === 'sub_s01')!
    await page.goto('/subscriptions/sub_s01')
    await expect(
      page.getByRole('group', { name: 'Latest invoice' }).getByRole('link', { name: renewed.latestInvoiceId }),
    ).toHaveAttribute('href', `/invoices/${renewed.latestInvoiceId}`)
  })

  test('each filter shows what the service holds; a range out of order is refused before sending', async ({
    app: page,
    sandbox,
  }) => {
    await page.goto('/subscriptions?count=50')
    await expect(page.getByText('25 subscriptions')).toBeVisible()
    const all = newestFirst(await stored(sandbox))
    const expectRows = (keep: (subscription: Subscription) => boolean) => expect(shown(page)).toHaveText(ids(all.filter(keep)))

    // A chip's checkbox is hidden behind its label, which is what a person clicks.
    await showFilters(page)
    const cancelled = page.getByRole('group', { name: 'Status', exact: true }).getByText('cancelled')
    await cancelled.click()
    await expectRows((subscription) => subscription.status === 4)
    await cancelled.click()

    const currency = page.getByRole('textbox', { name: 'Currency' })
    await currency.fill('usd')
    await expectRows((subscription) => subscription.currency === 'USD')
    await currency.fill('')
    await page.getByRole('textbox', { name: 'Plan ID' }).fill('8')
    await expectRows((subscription) => subscription.planId === 8)
    await page.getByRole('textbox', { name: 'Plan ID' }).fill('')
    await page.getByRole('textbox', { name: 'User ID' }).fill('4')
    await expectRows((subscription) => subscription.userId === 4)
    await page.getByRole('textbox', { name: 'User ID' }).fill('')
    await expect(page.getByText('25 subscriptions')).toBeVisible()

    const from = page.getByLabel('Created from')
    const until = page.getByLabel('Created until')
    await until.fill(local(base + 5 * DAY))
    await expectRows((subscription) => subscription.createTime <= base + 5 * DAY)
    const sent = watchRequests(page, '/merchant/subscription/list')
    await from.fill(local(base + 10 * DAY))
    await from.press('Enter')
    await expect(page.getByText('Created until must not be before created from')).toBeVisible()
    await expect(until).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
    await until.fill(local(base + 12 * DAY))
    await expectRows((subscription) => subscription.createTime >= base + 10 * DAY && subscription.createTime <= base + 12 * DAY)

    await currency.fill('JPY')
    await expect(page.getByText('No subscriptions match the filters')).toBeVisible()
  })

  test(
    '"active" finds every subscription shown as active, one stored as incomplete too',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect }) => {
      // The real service shows a subscription stored as incomplete (7) as active (2), but filters on what it stores.
      await sandbox.seed({
        subscriptions: [
          { subscriptionId: 'sub_incomplete', userId: 3, planId: 7, status: 7, currency: 'EUR', createTime: base + 30 * DAY },
        ],
      })
      await page.goto('/subscriptions?count=50')
      await expect(page.getByText('26 subscriptions')).toBeVisible()
      const incomplete = table(page).getByRole('row').filter({ hasText: 'sub_incomplete' })
      await expect(incomplete).toContainText(byDialect({ spec: 'Incomplete', real: 'Active' }))

      await showFilters(page)
      await page.getByRole('group', { name: 'Status', exact: true }).getByText('Active', { exact: true }).click()
      const all = newestFirst(await stored(sandbox))
      await expect(shown(page)).toHaveText(ids(all.filter((subscription) => [2, 7].includes(subscription.status))))
      await expect(incomplete).toBeVisible()
    },
  )

  test(
    'a service without the list and detail calls: the area opens on the renewal form',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
      await page.goto('/subscriptions')
      await expect(page.getByText('This service offers no list of subscriptions: open one by its ID.')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Renew a subscription' })).toBeVisible()
      await page.goto('/subscriptions/sub_s01')
      await expect(page.getByText(/This service offers no subscription details/)).toBeVisible()
      await page.getByRole('link', { name: 'Renew', exact: true }).click()
      await expect(page.getByRole('textbox', { name: 'Subscription ID', exact: true })).toHaveValue('sub_s01')
    },
  )
})
