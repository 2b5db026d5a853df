import type { Page } from '@playwright/test'
import { expect, test, type SandboxControl } from './fixtures'

// Month boundaries are read in the chosen zone: the browser's, UTC here.
test.use({ timezoneId: 'UTC' })

const now = Math.floor(Date.now() / 1000)
const DAY = 86_400
const longAgo = 1_600_000_000

interface Stored {
  status: number
  createTime: number
  merchantId: number
  payments?: { status: number; createTime: number }[]
}

async function seed(sandbox: SandboxControl) {
  await sandbox.seed({
    users: [
      { id: 1, firstName: 'Ada', email: 'ada@example.test', createTime: now - 60 },
      { id: 2, firstName: 'Bob', email: 'bob@example.test', createTime: now - 120 },
      { id: 3, firstName: 'Cy', email: 'cy@example.test', createTime: longAgo },
    ],
    subscriptions: [
      { subscriptionId: 'sub_p1', userId: 1, status: 1, currency: 'EUR', amount: 1_000, createTime: now - DAY },
      { subscriptionId: 'sub_i1', userId: 2, status: 7, currency: 'EUR', amount: 1_000, createTime: now - DAY },
      { subscriptionId: 'sub_i2', userId: 3, status: 7, currency: 'EUR', amount: 1_000, createTime: longAgo },
      { subscriptionId: 'sub_a1', userId: 3, status: 2, currency: 'EUR', amount: 1_000, createTime: longAgo },
    ],
    invoices: [
      {
        invoiceId: 'in_w1',
        userId: 1,
        status: 2,
        currency: 'EUR',
        totalAmount: 1_000,
        // Two failed in the last 7 days, one before.
        payments: [
          { paymentId: 'pay_f1', status: 30, totalAmount: 1_000, createTime: now - 2 * DAY },
          { paymentId: 'pay_f2', status: 30, totalAmount: 1_000, createTime: now - DAY },
          { paymentId: 'pay_f0', status: 30, totalAmount: 1_000, createTime: now - 9 * DAY },
        ],
      },
      {
        invoiceId: 'in_w2',
        userId: 2,
        status: 2,
        currency: 'EUR',
        totalAmount: 2_000,
        payments: [{ paymentId: 'pay_p1', status: 10, totalAmount: 2_000, createTime: now - DAY }],
      },
      { invoiceId: 'in_paid', userId: 3, status: 3, currency: 'EUR', totalAmount: 3_000 },
    ],
  })
}

/** The number a card shows: the link that opens its list. */
const countOf = (page: Page, label: string) => page.getByRole('region', { name: label }).getByRole('link')

test.describe('Today', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seed(sandbox)
  })

  test(
    'is the first area, and each count matches the service’s records and opens its list filtered',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      const invoices = await sandbox.collection<Stored>('invoices')
      const subscriptions = await sandbox.collection<Stored>('subscriptions')
      const users = await sandbox.collection<Stored>('users')
      const monthStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) / 1000
      const waiting = invoices.filter((invoice) => invoice.status === 2).length
      const unstarted = subscriptions.filter((subscription) => [1, 7].includes(subscription.status)).length
      const newCustomers = users.filter((user) => user.createTime >= monthStart).length
      const failed = invoices
        .flatMap((invoice) => invoice.payments ?? [])
        .filter((payment) => payment.status === 30 && payment.createTime >= now - 7 * DAY).length
      expect([waiting, unstarted, newCustomers, failed]).toEqual([2, 3, 2, 2])

      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
      const areas = page.getByRole('navigation', { name: 'Areas' }).getByRole('link')
      await expect(areas.first()).toHaveText('Today')
      await expect(areas.first()).toHaveAttribute('aria-current', 'page')

      await expect(countOf(page, 'Invoices waiting for payment')).toHaveText(String(waiting))
      await expect(countOf(page, 'Subscriptions pending or incomplete')).toHaveText(String(unstarted))
      await expect(countOf(page, 'New customers this month')).toHaveText(String(newCustomers))
      await expect(countOf(page, 'Failed payments in the last 7 days')).toHaveText(String(failed))

      await countOf(page, 'Invoices waiting for payment').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
      await expect(page).toHaveURL(/\/invoices\?status=%5B2%5D$/)
      await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: /^in_/ })).toHaveText(
        ['in_w2', 'in_w1'],
        {
          useInnerText: true,
        },
      )

      await page.goBack()
      await countOf(page, 'Subscriptions pending or incomplete').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible()
      await expect(page).toHaveURL(/\/subscriptions\?status=%5B1%2C7%5D$/)
      await expect(page.getByRole('table', { name: 'Subscriptions' }).getByRole('link', { name: /^sub_/ })).toHaveCount(unstarted)

      await page.goBack()
      await countOf(page, 'New customers this month').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/users\\?createTimeStart=${monthStart}$`))
      await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(newCustomers + 1)

      await page.goBack()
      await countOf(page, 'Failed payments in the last 7 days').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
      await expect(page).toHaveURL(/\/payments\?status=%5B2%5D&createTimeStart=\d+$/)
      const rows = page.getByRole('table', { name: 'Payments' }).getByRole('row')
      await expect(rows).toHaveCount(failed + 1)
      await expect(rows.nth(1)).toContainText('Failed')
    },
  )

  test(
    'a count whose call fails shows its error on its card alone, and Retry counts again',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      // Failing every time it is tried (reads are tried again on a server error), until cleared.
      await sandbox.fault({ path: '/merchant/invoice/list', status: 500, times: 50, message: 'Ledger unavailable' })
      await page.goto('/')
      const card = page.getByRole('region', { name: 'Invoices waiting for payment' })
      await expect(card.getByRole('alert')).toContainText('Could not count: Ledger unavailable')
      await expect(countOf(page, 'Subscriptions pending or incomplete')).toHaveText('3')
      await expect(countOf(page, 'New customers this month')).toHaveText('2')
      await sandbox.clearFaults()
      await card.getByRole('button', { name: 'Retry' }).click()
      await expect(countOf(page, 'Invoices waiting for payment')).toHaveText('2')
    },
  )
})
