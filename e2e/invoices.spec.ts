import type { Page } from '@playwright/test'
import { serviceUrl } from './env'
import { expectNoAxeViolations } from './axe'
import { chip, expect, showFilters, test, type SandboxControl } from './fixtures'
import { openAllDetails } from './recordPage'

const PDF = '/merchant/invoice/pdf_update'
const SPLIT = '/merchant/invoice/split_payments'
const DETAIL = '/merchant/invoice/detail'

interface Invoice {
  invoiceId: string
  pdfSettings: Record<string, unknown>
}

async function seedInvoices(sandbox: SandboxControl) {
  const now = Math.floor(Date.now() / 1000)
  await sandbox.seed({
    users: [{ id: 9, email: 'margaret@example.test', firstName: 'Margaret', lastName: 'Hamilton' }],
    invoices: [
      {
        invoiceId: 'in_split',
        userId: 9,
        subscriptionId: 'sub_9',
        currency: 'EUR',
        totalAmount: 120_000,
        status: 1,
        subtotal: 120_000,
        productName: 'Enterprise yearly',
        lines: [{ description: 'Enterprise yearly', unitAmount: 40_000, quantity: 3, amount: 120_000 }],
        payments: [
          {
            paymentId: 'pay_s1',
            splitSequence: 1,
            status: 20,
            totalAmount: 40_000,
            gatewayId: 3,
            gatewayName: 'wire_transfer',
            createTime: now - 9000,
            paidTime: now - 8000,
          },
          {
            paymentId: 'pay_s2',
            splitSequence: 2,
            status: 30,
            totalAmount: 40_000,
            gatewayId: 3,
            gatewayName: 'wire_transfer',
            createTime: now - 7000,
          },
          {
            paymentId: 'pay_s3',
            splitSequence: 3,
            status: 20,
            totalAmount: 40_000,
            gatewayId: 3,
            gatewayName: 'wire_transfer',
            createTime: now - 6000,
            paidTime: now - 5000,
          },
          {
            paymentId: 'pay_s4',
            splitSequence: 4,
            status: 10,
            totalAmount: 40_000,
            gatewayId: 3,
            gatewayName: 'wire_transfer',
            createTime: now - 4000,
          },
        ],
      },
      { invoiceId: 'in_manual', userId: 9, currency: 'USD', totalAmount: 5000, status: 1 },
    ],
  })
}

async function openInvoice(page: Page, invoiceId: string) {
  await page.goto(`/invoices/${invoiceId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceId}` })).toBeVisible()
}

const pdfForm = (page: Page) => page.getByRole('form', { name: 'PDF settings' })
const field = (page: Page, name: string) => pdfForm(page).getByRole('textbox', { name, exact: true })
const pdfCalls = async (sandbox: SandboxControl) => (await sandbox.calls()).filter((call) => call.path === PDF)

async function hostedInvoicePage(page: Page, sandbox: SandboxControl, invoiceId: string) {
  const { id } = await sandbox.state<{ id: string }>()
  await page.goto(`${serviceUrl}/hosted/invoices/${invoiceId}?ws=${id}`)
}

test.describe('invoices', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedInvoices(sandbox)
  })

  test('an invoice with several split payments: totals, paid share and each payment', async ({ app: page }) => {
    await openInvoice(page, 'in_split')
    await expect(page.getByRole('group', { name: 'Total', exact: true })).toContainText('€1,200.00')
    await expect(page.getByRole('group', { name: 'Paid', exact: true })).toContainText('€800.00')
    await expect(page.getByRole('group', { name: 'Remaining', exact: true })).toContainText('€400.00')
    await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toHaveAttribute('aria-valuenow', '66')
    await expect(page.getByText('66 % paid: €800.00 of €1,200.00')).toBeVisible()

    const rows = page.getByRole('table', { name: 'Split payments' }).getByRole('row')
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(1)).toContainText('pay_s1')
    await expect(rows.nth(1)).toContainText('Success')
    await expect(rows.nth(1)).toContainText('€400.00')
    await expect(rows.nth(1)).toContainText('wire_transfer · ID 3')
    await expect(rows.nth(2)).toContainText('Failed')
    await expect(rows.nth(2)).toContainText('not set')
    await expect(rows.nth(4)).toContainText('Pending')
    await expect(page.getByRole('link', { name: 'Open the payment page of pay_s4' })).toHaveAttribute(
      'href',
      /\/hosted\/payments\/pay_s4\?ws=/,
    )
    await expect(page.getByRole('button', { name: 'Copy payment ID pay_s2' })).toBeVisible()
  })

  test('an invoice without payments says so', async ({ app: page }) => {
    await openInvoice(page, 'in_manual')
    await expect(page.getByText('No payments for this invoice')).toBeVisible()
    await expect(page.getByText('An invoice renewed with manual payment has none until it is collected')).toBeVisible()
    // The invoice itself gives its currency, which its payments cannot.
    await expect(page.getByRole('group', { name: 'Total', exact: true })).toContainText('$50.00')
    await expect(page.getByRole('group', { name: 'Remaining', exact: true })).toContainText('$50.00')
    await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByRole('table', { name: 'Split payments' })).toHaveCount(0)
    await expectNoAxeViolations(page, 'an invoice without payments')
  })

  test(
    'a row of the list opens its invoice, and an unknown id is said to be missing',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await page.goto('/invoices')
      await expect(page.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page')
      await page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: 'in_split' }).click()
      await expect(page).toHaveURL(/\/invoices\/in_split$/)
      await expect(page).toHaveTitle('Invoice in_split · Merchant Billing Dashboard')
      const summary = page.getByRole('region', { name: 'Summary' })
      await expect(summary.getByRole('group', { name: 'Amount' })).toContainText('€1,200.00')
      await expect(summary.getByTitle('Code 1').first()).toHaveText('Open')
      await openAllDetails(page)
      const invoice = page.getByRole('region', { name: 'Invoice', exact: true })
      await expect(invoice).toContainText('€1,200.00')
      await expect(invoice).toContainText('Open')
      await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('Enterprise yearly')
      const parties = page.getByRole('region', { name: 'Customer, dates and links' })
      await expect(parties.getByRole('link', { name: 'Margaret Hamilton' })).toHaveAttribute('href', '/users/9')
      await expect(parties.getByRole('link', { name: 'sub_9' })).toHaveAttribute('href', '/subscriptions/sub_9')
      await expect(parties.getByRole('link', { name: 'Open the hosted invoice' })).toHaveAttribute(
        'href',
        /\/hosted\/invoices\/in_split/,
      )

      await page.goto('/invoices/in_nope')
      const alert = page.getByRole('alert').filter({ hasText: 'There is no invoice in_nope' })
      await expect(alert).toContainText(byDialect({ spec: 'Invoice in_nope not found', real: 'invoice not found' }))
      await expect(alert).toContainText(requestId)
      await expect(page.getByRole('form', { name: 'PDF settings' })).toHaveCount(0)
      // A missing invoice is not retried by the client (the route's prefetch and the page may each ask once).
      const notFoundStatus = byDialect({ spec: 404, real: 400 })
      const reads = (await sandbox.calls()).filter((call) => call.path === DETAIL && call.requestId)
      expect(reads.filter((call) => call.status === notFoundStatus).length).toBeGreaterThanOrEqual(1)
      expect(reads.filter((call) => call.status === notFoundStatus).length).toBeLessThanOrEqual(2)
    },
  )

  test(
    'a service without the list and detail calls opens invoices by id, as before',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
      await page.goto('/invoices')
      await expect(page.getByRole('note')).toHaveText('This service offers no list of invoices: open one by its ID.')
      await expect(page.getByText('No invoice opened yet on this device.')).toBeVisible()
      await page.getByRole('button', { name: 'Open invoice' }).click()
      await expect(page.getByText('Invoice id is required')).toBeVisible()
      await page.getByRole('textbox', { name: 'Invoice ID' }).fill('in_split')
      await page.getByRole('button', { name: 'Open invoice' }).click()
      await expect(page).toHaveURL(/\/invoices\/in_split$/)
      await expect(page.getByRole('note')).toHaveText(/This service does not show the invoice itself/)
      await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toBeVisible()

      await page.getByRole('main').getByRole('link', { name: 'Invoices' }).click()
      const recent = page.getByRole('list', { name: 'Recently opened invoices' })
      await expect(recent.getByRole('link', { name: '€1,200.00, 4 payments' })).toBeVisible()
    },
  )

  test('a failed load is shown with its request id and can be retried', async ({ app: page, sandbox }) => {
    // Refused until cleared: a count of refusals would race any other read of the payments.
    await sandbox.faultUntilCleared({ path: SPLIT, status: 503, message: 'Ledger unavailable' })
    await openInvoice(page, 'in_split')
    const alert = page.getByRole('alert').filter({ hasText: 'The payments could not be loaded' })
    await expect(alert).toContainText('Ledger unavailable', { timeout: 10_000 })
    await expect(alert).toContainText(/Request ID: req_/)
    await sandbox.clearFaults()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('table', { name: 'Split payments' })).toBeVisible()
  })

  test(
    'saves the PDF settings, keeps them in the form, and the hosted invoice shows them',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await openInvoice(page, 'in_split')
      await field(page, 'Company name').fill('Northwind Software Ltd')
      await field(page, 'Address').fill('12 Fleet Street\nLondon EC4Y 1AA')
      await field(page, 'Registration number').fill('09876543')
      await field(page, 'VAT number').fill('GB123456789')
      await field(page, 'Local currency').fill('jpy')
      await field(page, 'Exchange rate').fill('157.3')
      await field(page, 'Exchange rate description').fill('2')
      await pdfForm(page).getByRole('checkbox', { name: 'Show detail items' }).check()
      await field(page, 'Template').fill('classic')
      await field(page, 'Metadata').fill('{"purchaseOrder": "PO-1187"}')
      const email = pdfForm(page).getByRole('switch', { name: 'Also e-mail the invoice to the user' })
      await expect(email).not.toBeChecked()
      await pdfForm(page).getByRole('button', { name: 'Save PDF settings (no e-mail)' }).click()

      await expect(page.getByText('PDF settings saved')).toBeVisible()
      await expect(page.getByText('No e-mail was sent.')).toBeVisible()
      await expect(field(page, 'Company name')).toHaveValue('Northwind Software Ltd')
      await expect(field(page, 'Exchange rate')).toHaveValue('157.3')
      const stored = (await sandbox.collection<Invoice>('invoices')).find((invoice) => invoice.invoiceId === 'in_split')!
      expect(stored.pdfSettings).toMatchObject({
        issueCompanyName: 'Northwind Software Ltd',
        issueAddress: '12 Fleet Street\nLondon EC4Y 1AA',
        localizedCurrency: 'JPY',
        localizedExchangeRate: 157.3,
        localizedExchangeRateDescription: 2,
        showDetailItem: true,
        sendUserEmail: false,
        template: 'classic',
        metadata: { purchaseOrder: 'PO-1187' },
      })
      expect(await sandbox.mailbox('margaret@example.test')).toEqual([])

      // Coming back during this session shows what was saved.
      await page.getByRole('main').getByRole('link', { name: 'Invoices' }).click()
      await page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: 'in_split' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Invoice in_split' })).toBeVisible()
      await expect(field(page, 'VAT number')).toHaveValue('GB123456789')
      await expect(pdfForm(page).getByRole('checkbox', { name: 'Show detail items' })).toBeChecked()

      await email.check()
      await pdfForm(page).getByRole('button', { name: 'Save and e-mail the invoice to the user' }).click()
      await expect(page.getByText('the invoice was e-mailed to the user')).toBeVisible()
      await expect.poll(async () => (await sandbox.mailbox('margaret@example.test')).length).toBe(1)
      await expect(email).not.toBeChecked()

      await hostedInvoicePage(page, sandbox, 'in_split')
      await expect(page.getByRole('heading', { level: 1, name: 'Invoice in_split' })).toBeVisible()
      await expect(page.getByText('Northwind Software Ltd')).toBeVisible()
      await expect(page.getByText('12 Fleet Street')).toBeVisible()
      await expect(page.getByRole('row', { name: 'Registration number 09876543' })).toBeVisible()
      await expect(page.getByRole('row', { name: 'VAT number GB123456789' })).toBeVisible()
      await expect(page.getByText('Template: classic')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Amounts in JPY' })).toBeVisible()
      // €1,200.00 × 157.3 = ¥188,760.
      await expect(page.getByText('Total: JP¥188,760')).toBeVisible()
      const items = page.getByRole('table', { name: 'Items' })
      await expect(items.getByRole('columnheader', { name: 'Unit amount' })).toBeVisible()
      await expect(items.getByRole('row', { name: 'Enterprise yearly €400.00 3 €1,200.00' })).toBeVisible()
    },
  )

  test('a local currency needs its exchange rate, said at that field before anything is sent', async ({ app: page, sandbox }) => {
    await openInvoice(page, 'in_split')
    await field(page, 'Local currency').fill('CHF')
    await pdfForm(page).getByRole('button', { name: 'Save PDF settings (no e-mail)' }).click()
    const rate = field(page, 'Exchange rate')
    await expect(pdfForm(page).getByText('Exchange rate is required when a local currency is set')).toBeVisible()
    await expect(rate).toBeFocused()
    await expect(rate).toHaveAttribute('aria-invalid', 'true')
    await expect(rate).toHaveAttribute('aria-required', 'true')

    await rate.fill('0')
    await pdfForm(page).getByRole('button', { name: 'Save PDF settings (no e-mail)' }).click()
    await expect(pdfForm(page).getByText('Exchange rate must be greater than 0')).toBeVisible()
    expect(await pdfCalls(sandbox)).toEqual([])

    await rate.fill('0.94')
    await pdfForm(page).getByRole('button', { name: 'Save PDF settings (no e-mail)' }).click()
    await expect(page.getByText('PDF settings saved')).toBeVisible()
    expect(await pdfCalls(sandbox)).toHaveLength(1)
  })

  test('a failed save shows the message and request id, and keeps the input', async ({ app: page, sandbox }) => {
    await sandbox.fault({ path: PDF, status: 500, message: 'PDF renderer unavailable' })
    await openInvoice(page, 'in_manual')
    await field(page, 'Company name').fill('Northwind Software Ltd')
    await pdfForm(page).getByRole('button', { name: 'Save PDF settings (no e-mail)' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The PDF settings were not saved' })
    await expect(alert).toContainText('PDF renderer unavailable')
    await expect(alert).toContainText(/Request ID: req_/)
    await expect(field(page, 'Company name')).toHaveValue('Northwind Software Ltd')
    expect(await pdfCalls(sandbox)).toHaveLength(1)
  })

  test('an address without an invoice id is refused', async ({ app: page }) => {
    await page.goto('/invoices/%20')
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid invoice ID' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Invoice ID' })).toBeVisible()
  })
})

interface StoredInvoice {
  invoiceId: string
  userId: number
  currency: string
  totalAmount: number
  status: number
  createTime: number
}

const base = 1767225600
const listed = Array.from({ length: 24 }, (_, index) => ({
  invoiceId: `in_l${String(index + 1).padStart(2, '0')}`,
  userId: index % 3 === 0 ? 9 : 10,
  currency: index % 2 ? 'EUR' : 'USD',
  totalAmount: 1000 * (index + 1),
  status: [1, 3, 4][index % 3],
  createTime: base + index * 3600,
}))

test.describe('invoices list', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({
      users: [
        { id: 9, email: 'margaret@example.test', firstName: 'Margaret', lastName: 'Hamilton' },
        { id: 10, email: 'grace@example.test', firstName: 'Grace', lastName: 'Hopper' },
      ],
      invoices: listed,
    })
  })

  const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })
  const shownIds = (page: Page) => table(page).getByRole('row').locator('td:first-child a').allTextContents()
  async function expectRows(page: Page, ids: string[]) {
    await expect.poll(() => shownIds(page)).toEqual(ids)
  }
  const stored = (sandbox: SandboxControl) => sandbox.collection<StoredInvoice>('invoices')
  const newestFirst = (invoices: StoredInvoice[]) => [...invoices].sort((a, b) => b.createTime - a.createTime)

  test('pages newest first, 20 a page, and sorts by another field', { tag: '@real' }, async ({ app: page, sandbox }) => {
    const all = newestFirst(await stored(sandbox))
    await page.goto('/invoices')
    await expect(page.getByText('24 invoices')).toBeVisible()
    await expectRows(
      page,
      all.slice(0, 20).map((invoice) => invoice.invoiceId),
    )
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/[?&]page=1/)
    await expectRows(
      page,
      all.slice(20).map((invoice) => invoice.invoiceId),
    )

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Total amount' })
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' })
    await expect(page).toHaveURL(/sortField=total_amount/)
    const cheapest = [...all].sort((a, b) => a.totalAmount - b.totalAmount).slice(0, 20)
    await expectRows(
      page,
      cheapest.map((invoice) => invoice.invoiceId),
    )
  })

  test('each filter shows what the sandbox holds for it, and an empty result says so', async ({ app: page, sandbox }) => {
    const all = newestFirst(await stored(sandbox))
    const ids = (invoices: StoredInvoice[]) => invoices.map((invoice) => invoice.invoiceId)
    await page.goto('/invoices')
    await expect(table(page)).toBeVisible()

    await chip(page, 'Status', 'Paid')
    await expect(page).toHaveURL(/status=/)
    await expectRows(page, ids(all.filter((invoice) => invoice.status === 3)))
    await chip(page, 'Status', 'Paid', false)

    const form = page.getByRole('form', { name: 'Filter invoices' })
    await form.getByRole('textbox', { name: 'Currency', exact: true }).fill('eur')
    await form.getByRole('textbox', { name: 'Minimum amount, in the currency' }).fill('40')
    await form.getByRole('textbox', { name: 'Maximum amount, in the currency' }).fill('160.00')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/amountStart=4000/)
    await expectRows(page, ids(all.filter((i) => i.currency === 'EUR' && i.totalAmount >= 4000 && i.totalAmount <= 16_000)))

    await form.getByRole('button', { name: 'Clear' }).click()
    await form.getByRole('textbox', { name: 'Customer ID' }).fill('9')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expectRows(page, ids(all.filter((invoice) => invoice.userId === 9)))

    await form.getByRole('textbox', { name: 'Customer ID' }).fill('')
    await form.getByRole('searchbox', { name: 'E-mail contains' }).fill('grace')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByText('16 invoices')).toBeVisible()
    await expectRows(page, ids(all.filter((invoice) => invoice.userId === 10)))

    await form.getByRole('textbox', { name: 'Currency', exact: true }).fill('JPY')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByText('No invoices match the filters')).toBeVisible()
    await expect(page.getByText('0 invoices')).toBeVisible()
  })

  test('a filter refused before sending says why at the field, and a refusal by the service keeps the filters', async ({
    app: page,
    sandbox,
  }) => {
    await page.goto('/invoices')
    await expect(table(page)).toBeVisible()
    // The lists asked for with a filter (the next page, loaded ahead, may be asked for at any time).
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/merchant/invoice/list') && request.postData()?.includes('currency')) sent.push(request.url())
    })
    await showFilters(page)
    const form = page.getByRole('form', { name: 'Filter invoices' })
    await form.getByRole('textbox', { name: 'Currency', exact: true }).fill('EUR')
    await form.getByRole('textbox', { name: 'Minimum amount, in the currency' }).fill('50')
    await form.getByRole('textbox', { name: 'Maximum amount, in the currency' }).fill('20')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(form.getByText('Maximum amount must not be less than the minimum amount')).toBeVisible()
    expect(sent).toEqual([])

    // Refused until cleared: a count of refusals would race the list's fetch of its next page.
    await sandbox.faultUntilCleared({ path: '/merchant/invoice/list', status: 500, message: 'Ledger unavailable' })
    await form.getByRole('textbox', { name: 'Maximum amount, in the currency' }).fill('90')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The invoices could not be loaded' })
    await expect(alert).toContainText('Ledger unavailable', { timeout: 10_000 })
    await expect(alert).toContainText(/Request ID: req_/)
    await expect(form.getByRole('textbox', { name: 'Maximum amount, in the currency' })).toHaveValue('90.00')
    await sandbox.clearFaults()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(table(page)).toBeVisible()
  })
})
