import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { serviceUrl } from './env'
import { expect, test, type SandboxControl } from './fixtures'

const PDF = '/merchant/invoice/pdf_update'
const SPLIT = '/merchant/invoice/split_payments'

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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test.describe('invoices', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedInvoices(sandbox)
  })

  test('an invoice with several split payments: totals, paid share and each payment', { tag: '@real' }, async ({ app: page }) => {
    await openInvoice(page, 'in_split')
    await expect(page.getByRole('group', { name: 'Total' })).toContainText('€1,200.00')
    await expect(page.getByRole('group', { name: 'Paid' })).toContainText('€800.00')
    await expect(page.getByRole('group', { name: 'Remaining' })).toContainText('€400.00')
    await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toHaveAttribute('aria-valuenow', '66')
    await expect(page.getByText('66 % paid: €800.00 of €1,200.00')).toBeVisible()

    const rows = page.getByRole('table', { name: 'Split payments' }).getByRole('row')
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(1)).toContainText('pay_s1')
    await expect(rows.nth(1)).toContainText('20 · success')
    await expect(rows.nth(1)).toContainText('€400.00')
    await expect(rows.nth(1)).toContainText('wire_transfer · ID 3')
    await expect(rows.nth(2)).toContainText('30 · failed')
    await expect(rows.nth(2)).toContainText('not set')
    await expect(rows.nth(4)).toContainText('10 · pending')
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
    await expect(page.getByText('the API gives the invoice currency only with its payments')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Total' })).toContainText('5,000 minor units')
    await expect(page.getByRole('group', { name: 'Remaining' })).toContainText('5,000 minor units')
    await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByRole('table', { name: 'Split payments' })).toHaveCount(0)
  })

  test(
    'is found by its id, remembered, and an unknown one is said to be missing',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await page.goto('/invoices')
      await expect(page.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByText('No invoice opened yet on this device.')).toBeVisible()
      await page.getByRole('button', { name: 'Open invoice' }).click()
      await expect(page.getByText('Invoice id is required')).toBeVisible()
      await page.getByRole('textbox', { name: 'Invoice ID' }).fill('in_split')
      await page.getByRole('button', { name: 'Open invoice' }).click()
      await expect(page).toHaveURL(/\/invoices\/in_split$/)
      await expect(page.getByRole('progressbar', { name: 'Share of the total paid' })).toBeVisible()

      await page.getByRole('link', { name: 'Invoices', exact: true }).first().click()
      const recent = page.getByRole('list', { name: 'Recently opened invoices' })
      await expect(recent.getByRole('link', { name: '€1,200.00, 4 payments' })).toBeVisible()

      await page.goto('/invoices/in_nope')
      const alert = page.getByRole('alert').filter({ hasText: 'There is no invoice in_nope' })
      await expect(alert).toContainText(byDialect({ spec: 'Invoice in_nope not found', real: 'invoice not found' }))
      await expect(alert).toContainText(requestId)
      await expect(page.getByRole('form', { name: 'PDF settings' })).toHaveCount(0)
      // A missing invoice is not retried by the client (the route's prefetch and the page may each ask once).
      const notFoundStatus = byDialect({ spec: 404, real: 400 })
      const reads = (await sandbox.calls()).filter((call) => call.path === SPLIT && call.requestId)
      expect(reads.filter((call) => call.status === notFoundStatus).length).toBeGreaterThanOrEqual(1)
      expect(reads.filter((call) => call.status === notFoundStatus).length).toBeLessThanOrEqual(2)
    },
  )

  test('a failed load is shown with its request id and can be retried', async ({ app: page, sandbox }) => {
    await sandbox.fault({ path: SPLIT, status: 503, times: 3, message: 'Ledger unavailable' })
    await openInvoice(page, 'in_split')
    const alert = page.getByRole('alert').filter({ hasText: 'The payments could not be loaded' })
    await expect(alert).toContainText('Ledger unavailable', { timeout: 10_000 })
    await expect(alert).toContainText(/Request ID: req_/)
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
      await page
        .getByRole('list', { name: 'Recently opened invoices' })
        .getByRole('link', { name: '€1,200.00, 4 payments' })
        .click()
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

  test('pages pass an accessibility scan', async ({ app: page }) => {
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await openInvoice(page, 'in_split')
      await expect(page.getByRole('table', { name: 'Split payments' })).toBeVisible()
      await expectNoAxeViolations(page)
    }
    await openInvoice(page, 'in_manual')
    await expect(page.getByText('No payments for this invoice')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/invoices')
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
