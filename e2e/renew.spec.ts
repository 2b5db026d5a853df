import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, holdCalls, test, type SandboxControl } from './fixtures'

const RENEW = '/merchant/subscription/renew'
const DAY = 86_400

interface Invoice {
  invoiceId: string
  subscriptionId: string
  totalAmount: number
  status: number
  discountAmount: number
  taxAmount: number
  promoCreditAmount: number
  payments: { paymentId: string; status: number; totalAmount: number }[]
}
interface Subscription {
  subscriptionId: string
  latestInvoiceId: string
  currentPeriodStart: number
  currentPeriodEnd: number
}
interface User {
  id: number
  promoCreditAccounts: { currency: string; amount: number; totalDecrementAmount: number }[]
}

/**
 * User 1 pays by card with a payment method on file (renewals are charged at once) and has promo credit
 * in USD; user 2 pays by wire transfer (renewals wait on the payment page).
 */
async function seedBilling(sandbox: SandboxControl) {
  const now = Math.floor(Date.now() / 1000)
  await sandbox.seed({
    gateways: [
      {
        gatewayId: 1,
        gatewayName: 'stripe',
        autoChargeEnabled: true,
        gatewayPaymentTypes: [{ name: 'Card', paymentType: 'card', autoCharge: true }],
      },
      { gatewayId: 3, gatewayName: 'wire_transfer', gatewayType: 3 },
    ],
    users: [
      {
        id: 1,
        email: 'ada@example.test',
        gatewayId: 1,
        paymentMethod: 'pm_card_visa',
        promoCreditAccounts: [{ currency: 'USD', amount: 1500, totalIncrementAmount: 1500 }],
      },
      { id: 2, email: 'grace@example.test', gatewayId: 3 },
    ],
    subscriptions: [
      {
        subscriptionId: 'sub_card',
        userId: 1,
        productId: 10,
        amount: 2000,
        currency: 'USD',
        taxPercentage: 1000,
        gatewayId: 1,
        defaultPaymentMethodId: 'pm_card_visa',
        status: 2,
        createTime: now - 10 * DAY,
        currentPeriodStart: now - 5 * DAY,
        currentPeriodEnd: now + 25 * DAY,
      },
      {
        subscriptionId: 'sub_card_addon',
        userId: 1,
        productId: 20,
        amount: 900,
        currency: 'USD',
        taxPercentage: 0,
        gatewayId: 1,
        status: 2,
        createTime: now - 90 * DAY,
        currentPeriodStart: now - 20 * DAY,
        currentPeriodEnd: now + 10 * DAY,
      },
      {
        subscriptionId: 'sub_wire',
        userId: 2,
        productId: 10,
        amount: 4999,
        currency: 'EUR',
        taxPercentage: 1900,
        gatewayId: 3,
        status: 2,
        createTime: now - 40 * DAY,
      },
    ],
    discountCodes: [
      {
        id: 1,
        code: 'SPRING25',
        name: 'Spring 25 %',
        status: 2,
        discountType: 1,
        discountPercentage: 2500,
        quantity: 10,
        usedQuantity: 3,
      },
    ],
  })
}

const invoices = (sandbox: SandboxControl) => sandbox.collection<Invoice>('invoices')
const subscription = async (sandbox: SandboxControl, subscriptionId: string) =>
  (await sandbox.collection<Subscription>('subscriptions')).find((s) => s.subscriptionId === subscriptionId)!
const renewCalls = async (sandbox: SandboxControl) => (await sandbox.calls()).filter((call) => call.path === RENEW)

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const submit = (page: Page) => page.getByRole('button', { name: 'Renew subscription' })
const resultPanel = (page: Page) => page.getByRole('status').filter({ hasText: 'Subscription renewed' })

async function openRenew(page: Page, query = '') {
  await page.goto(`/subscriptions/renew${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Renew a subscription' })).toBeVisible()
}

test.describe('renew a subscription', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedBilling(sandbox)
  })

  test('by subscription id: paid at once, with the invoice to open', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await openRenew(page)
    await field(page, 'Subscription ID').fill('sub_card')
    await submit(page).click()

    const result = resultPanel(page)
    await expect(result.getByRole('heading', { name: 'Subscription renewed' })).toBeFocused()
    await expect(result).toContainText('The invoice was paid at once.')
    await expect(result).toContainText('Yes, paid')
    await expect(result).toContainText('Active')
    await expect(result.getByRole('button', { name: 'Copy payment ID' })).toBeVisible()

    const [invoice] = await invoices(sandbox)
    expect(invoice).toMatchObject({ subscriptionId: 'sub_card', status: 3, totalAmount: 2200 })
    expect(invoice.payments).toEqual([expect.objectContaining({ status: 20, totalAmount: 2200 })])
    await expect(result).toContainText(invoice.payments[0].paymentId)
    const renewed = await subscription(sandbox, 'sub_card')
    expect(renewed.latestInvoiceId).toBe(invoice.invoiceId)
    await expect(result.getByRole('button', { name: 'Copy latest invoice ID' })).toBeVisible()

    await result.getByRole('link', { name: `Open invoice ${invoice.invoiceId}` }).click()
    await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.invoiceId}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoiceId}` })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toHaveAttribute('aria-valuenow', '100')
    await expect(page.getByRole('table', { name: 'Split payments' })).toContainText('Success')
  })

  test('by user id, without and with a product id', async ({ app: page, sandbox }) => {
    await openRenew(page)
    await field(page, 'User ID').fill('1')
    await page.getByRole('switch', { name: 'Manual payment' }).check()
    await submit(page).click()
    await expect(resultPanel(page)).toContainText('sub_card')
    await expect(resultPanel(page)).not.toContainText('sub_card_addon')

    await field(page, 'Product ID').fill('20')
    await submit(page).click()
    await expect(resultPanel(page)).toContainText('sub_card_addon')

    expect((await invoices(sandbox)).map((invoice) => invoice.subscriptionId)).toEqual(['sub_card', 'sub_card_addon'])
  })

  test(
    'with manual payment: the invoice stays open and no payment is created',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await openRenew(page)
      await field(page, 'Subscription ID').fill('sub_wire')
      await page.getByRole('switch', { name: 'Manual payment' }).check()
      await expect(page.getByText('Creates one open invoice, without a payment.')).toBeVisible()
      await submit(page).click()

      const result = resultPanel(page)
      await expect(result).toContainText('No, not paid yet')
      await expect(result).toContainText('none: manual payment')
      await expect(result).toContainText('collect it by hand')
      await expect(result.getByRole('link', { name: 'Open the invoice page' })).toHaveAttribute(
        'href',
        /\/hosted\/invoices\/in_\d+/,
      )
      const [invoice] = await invoices(sandbox)
      expect(invoice).toMatchObject({ subscriptionId: 'sub_wire', status: 1, payments: [] })
    },
  )

  test(
    'with automatic payment that waits: the payment link is shown, and paying on it pays the invoice',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await openRenew(page)
      await field(page, 'Subscription ID').fill('sub_wire')
      await field(page, 'Return URL').fill('https://shop.example/thanks')
      await submit(page).click()

      const result = resultPanel(page)
      await expect(result).toContainText('No, not paid yet')
      await expect(result).toContainText('send the customer to the payment link')
      const link = result.getByRole('link', { name: 'Open the payment page' })
      await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/hosted\/payments\/pay_\d+\?ws=/)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(result.getByRole('button', { name: 'Copy payment link' })).toBeVisible()
      const [invoice] = await invoices(sandbox)
      expect(invoice.payments).toEqual([expect.objectContaining({ status: 10, totalAmount: 5949 })])

      await page.goto((await link.getAttribute('href'))!)
      await page.getByRole('button', { name: 'Pay €59.49' }).click()
      await expect(page.getByText('Payment received.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return to the merchant' })).toHaveAttribute(
        'href',
        'https://shop.example/thanks',
      )
      expect((await invoices(sandbox))[0]).toMatchObject({ status: 3, payments: [expect.objectContaining({ status: 20 })] })
    },
  )

  test('with a discount code: the code is taken off and its use counted', async ({ app: page, sandbox }) => {
    await openRenew(page)
    await field(page, 'Subscription ID').fill('sub_card')
    await page.getByRole('radio', { name: 'A discount code' }).check()
    await field(page, 'Discount code').fill('spring25')
    await submit(page).click()
    await expect(resultPanel(page)).toContainText('Yes, paid')
    await expectNoAxeViolations(page, 'the renewal result')

    // 20.00 less 25 % = 15.00, plus 10 % tax = 16.50.
    const [invoice] = await invoices(sandbox)
    expect(invoice).toMatchObject({ discountAmount: 500, taxAmount: 150, totalAmount: 1650 })
    const [code] = await sandbox.collection<{ usedQuantity: number }>('discountCodes')
    expect(code.usedQuantity).toBe(4)
  })

  test('with promo credit: the user’s promo balance drops, up to the maximum given', async ({ app: page, sandbox }) => {
    const balance = async () => (await sandbox.collection<User>('users')).find((user) => user.id === 1)!.promoCreditAccounts[0]
    await openRenew(page)
    await field(page, 'Subscription ID').fill('sub_card')
    await page.getByRole('switch', { name: 'Apply promo credit' }).check()
    await field(page, 'Maximum promo credit').fill('500')
    await submit(page).click()
    await expect(resultPanel(page)).toBeVisible()
    await expect.poll(async () => (await balance()).amount).toBe(1000)

    // Empty maximum: automatic, as much as there is.
    await field(page, 'Maximum promo credit').fill('')
    await submit(page).click()
    await expect.poll(async () => (await balance()).amount).toBe(0)
    expect((await balance()).totalDecrementAmount).toBe(1500)
    expect((await invoices(sandbox)).map((invoice) => [invoice.promoCreditAmount, invoice.totalAmount])).toEqual([
      [500, 1700],
      [1000, 1200],
    ])
  })

  test('with a tax override in basis points, its percentage shown beside it', async ({ app: page, sandbox }) => {
    await openRenew(page)
    await field(page, 'Subscription ID').fill('sub_card')
    const tax = field(page, 'Tax percentage (basis points)')
    await tax.fill('1900')
    await expect(tax).toHaveAccessibleDescription('1900 basis points = 19 %')
    await tax.fill('825')
    await expect(tax).toHaveAccessibleDescription('825 basis points = 8.25 %')
    await submit(page).click()
    await expect(resultPanel(page)).toBeVisible()
    // 20.00 plus 8.25 % = 21.65.
    expect((await invoices(sandbox))[0]).toMatchObject({ taxAmount: 165, totalAmount: 2165 })
  })

  test(
    'a refusal of the service is shown with its request id, and the input is kept',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await openRenew(page)
      await field(page, 'Subscription ID').fill('sub_missing')
      await field(page, 'Gateway ID').fill('3')
      await submit(page).click()
      const alert = page.getByRole('alert').filter({ hasText: 'The subscription was not renewed' })
      // The real service's renewal keeps an internal prefix on its messages; the dashboard drops it.
      await expect(alert).toContainText(byDialect({ spec: 'Subscription sub_missing not found', real: 'subscription not found' }))
      await expect(alert).not.toContainText('system_assert')
      await expect(alert).toContainText(requestId)
      const [call] = await renewCalls(sandbox)
      await expect(alert).toContainText(call.requestId)
      await expect(field(page, 'Subscription ID')).toHaveValue('sub_missing')
      await expect(field(page, 'Gateway ID')).toHaveValue('3')
      expect(await invoices(sandbox)).toEqual([])
    },
  )

  test('a double click creates one invoice only', async ({ app: page, sandbox }) => {
    await openRenew(page)
    await field(page, 'Subscription ID').fill('sub_wire')
    // The renewal is held on its way while the button is looked at.
    let renewal = await holdCalls(page, RENEW)
    await submit(page).dblclick()
    await expect(submit(page)).toBeDisabled()
    await expect.poll(() => renewal.count()).toBe(1)
    await renewal.release()
    await expect(resultPanel(page)).toBeVisible()
    await expect(submit(page)).toBeEnabled()
    expect(await invoices(sandbox)).toHaveLength(1)
    expect(await renewCalls(sandbox)).toHaveLength(1)

    // Two submits in the same instant, before the button can be disabled: still one renewal.
    renewal = await holdCalls(page, RENEW)
    await page.getByRole('form', { name: 'Renew a subscription' }).evaluate((form: HTMLFormElement) => {
      form.requestSubmit()
      form.requestSubmit()
    })
    await expect(submit(page)).toBeDisabled()
    await expect.poll(() => renewal.count()).toBe(1)
    await renewal.release()
    await expect(submit(page)).toBeEnabled()
    expect(await invoices(sandbox)).toHaveLength(2)
    expect(await renewCalls(sandbox)).toHaveLength(2)
  })

  test('a link can fill in the user or the subscription', async ({ app: page, sandbox }) => {
    await openRenew(page, '?userId=2')
    await expect(field(page, 'User ID')).toHaveValue('2')
    await page.getByRole('switch', { name: 'Manual payment' }).check()
    await submit(page).click()
    await expect(resultPanel(page)).toContainText('sub_wire')

    await openRenew(page, '?subscriptionId=sub_card')
    await expect(field(page, 'Subscription ID')).toHaveValue('sub_card')
    await openRenew(page, '?userId=-4')
    await expect(field(page, 'User ID')).toHaveValue('')
    expect(await invoices(sandbox)).toHaveLength(1)
  })
})
