import { describe, expect, it } from 'vitest'
import type { SplitPaymentSummary } from '../src/api/contract/invoices'
import { createTestSandbox } from './testing'

const NOW = 1_800_000_000
const BASE = 'http://sandbox.test'

const invoices = [
  {
    invoiceId: 'in_split',
    userId: 1,
    subscriptionId: 'sub_1',
    currency: 'EUR',
    totalAmount: 120_000,
    status: 1,
    payments: [
      {
        paymentId: 'pay_c',
        splitSequence: 3,
        status: 20,
        totalAmount: 40_000,
        gatewayId: 3,
        gatewayName: 'wire_transfer',
        paidTime: NOW - 10,
      },
      {
        paymentId: 'pay_a',
        splitSequence: 1,
        status: 20,
        totalAmount: 40_000,
        gatewayId: 3,
        gatewayName: 'wire_transfer',
        paidTime: NOW - 30,
      },
      { paymentId: 'pay_b', splitSequence: 2, status: 30, totalAmount: 40_000, gatewayId: 3, gatewayName: 'wire_transfer' },
      {
        paymentId: 'pay_d',
        splitSequence: 4,
        status: 10,
        totalAmount: 40_000,
        gatewayId: 3,
        gatewayName: 'wire_transfer',
        link: 'https://pay.example/pay_d',
      },
      { paymentId: 'pay_e', splitSequence: 5, status: 40, totalAmount: 40_000 },
    ],
  },
  { invoiceId: 'in_open', userId: 1, currency: 'USD', totalAmount: 5000, status: 1 },
  { invoiceId: 'in_settled', userId: 1, currency: 'USD', totalAmount: 5000, status: 3 },
  {
    invoiceId: 'in_over',
    userId: 1,
    currency: 'USD',
    totalAmount: 1000,
    status: 3,
    payments: [
      { paymentId: 'pay_o1', status: 20, totalAmount: 700 },
      { paymentId: 'pay_o2', status: 20, totalAmount: 700 },
    ],
  },
  {
    invoiceId: 'in_lines',
    userId: 1,
    subscriptionId: 'sub_1',
    currency: 'USD',
    totalAmount: 11_000,
    status: 1,
    subtotal: 10_000,
    taxPercentage: 1000,
    taxAmount: 1000,
    productName: 'Analytics Team',
    lines: [{ description: 'Analytics Team', unitAmount: 2500, quantity: 4, amount: 10_000 }],
    payments: [{ paymentId: 'pay_l1', status: 10, totalAmount: 11_000 }],
  },
]

async function setup() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, publicUrl: BASE })
  const seeded = await sandbox.control('seed', {
    users: [{ id: 1, email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' }, { id: 2 }],
    invoices,
  })
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(200)
  const ws = sandbox.store.primary
  const split = (invoiceId?: string) =>
    sandbox.call<SplitPaymentSummary>('/merchant/invoice/split_payments', invoiceId === undefined ? {} : { invoiceId }, {
      method: 'GET',
    })
  const pdf = (input: Record<string, unknown>) => sandbox.call('/merchant/invoice/pdf_update', input)
  const page = async (path: string, init?: RequestInit) => {
    const response = await sandbox.app.request(path, init)
    return { status: response.status, html: await response.text(), type: response.headers.get('content-type') }
  }
  return { ...sandbox, ws, split, pdf, page }
}

describe('split payments (4.5)', () => {
  it('sums the successful payments of an invoice with several split payments, in sequence', async () => {
    const { split } = await setup()
    const response = await split('in_split')
    expect(response.status).toBe(200)
    const summary = response.body.data
    expect(summary).toMatchObject({ totalAmount: 120_000, paidAmount: 80_000, remainingAmount: 40_000 })
    expect(summary.payments?.map((payment) => [payment.splitSequence, payment.paymentId, payment.status])).toEqual([
      [1, 'pay_a', 20],
      [2, 'pay_b', 30],
      [3, 'pay_c', 20],
      [4, 'pay_d', 10],
      [5, 'pay_e', 40],
    ])
    expect(summary.payments?.[0]).toEqual({
      createTime: NOW,
      currency: 'EUR',
      gatewayId: 3,
      gatewayName: 'wire_transfer',
      link: `${BASE}/hosted/payments/pay_a`,
      paidTime: NOW - 30,
      paymentId: 'pay_a',
      splitSequence: 1,
      status: 20,
      totalAmount: 40_000,
    })
    // A stored link is kept.
    expect(summary.payments?.[3].link).toBe('https://pay.example/pay_d')
  })

  it('answers an invoice without payments: nothing paid while open, the total once paid', async () => {
    const { split } = await setup()
    expect((await split('in_open')).body.data).toEqual({ totalAmount: 5000, paidAmount: 0, remainingAmount: 5000, payments: [] })
    expect((await split('in_settled')).body.data).toEqual({
      totalAmount: 5000,
      paidAmount: 5000,
      remainingAmount: 0,
      payments: [],
    })
  })

  it('never shows a negative remaining amount', async () => {
    const { split } = await setup()
    expect((await split('in_over')).body.data).toMatchObject({ totalAmount: 1000, paidAmount: 1400, remainingAmount: 0 })
  })

  it('answers 404 for an unknown invoice and 400 without an invoice id', async () => {
    const { split } = await setup()
    expect((await split('in_nope')).body).toMatchObject({ code: 404, message: 'Invoice in_nope not found' })
    expect((await split()).body).toMatchObject({ code: 400, message: 'invoiceId: Invoice id is required' })
  })

  it('follows a renewal: its single payment, then paid once the payment page is used', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, publicUrl: BASE })
    await sandbox.control('seed', {
      gateways: [{ gatewayId: 3, gatewayName: 'wire_transfer' }],
      users: [{ id: 1, gatewayId: 3 }],
      subscriptions: [{ subscriptionId: 'sub_1', userId: 1, amount: 2500, currency: 'GBP', gatewayId: 3 }],
    })
    const renewal = await sandbox.call<{ invoiceId: string; paymentId: string; link: string }>('/merchant/subscription/renew', {
      subscriptionId: 'sub_1',
    })
    const { invoiceId, paymentId, link } = renewal.body.data
    const before = await sandbox.call<SplitPaymentSummary>('/merchant/invoice/split_payments', { invoiceId }, { method: 'GET' })
    expect(before.body.data).toMatchObject({ totalAmount: 2500, paidAmount: 0, remainingAmount: 2500 })
    expect(before.body.data.payments).toEqual([expect.objectContaining({ paymentId, status: 10, splitSequence: 1, link })])

    await sandbox.app.request(new URL(link).pathname, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) })
    const after = await sandbox.call<SplitPaymentSummary>('/merchant/invoice/split_payments', { invoiceId }, { method: 'GET' })
    expect(after.body.data).toMatchObject({ paidAmount: 2500, remainingAmount: 0 })
    expect(after.body.data.payments?.[0]).toMatchObject({ status: 20, paidTime: NOW })
  })
})

describe('PDF settings (4.4)', () => {
  const settings = {
    issueCompanyName: 'Northwind Software Ltd',
    issueAddress: '12 Fleet Street\nLondon EC4Y 1AA',
    issueRegNumber: '09876543',
    issueVatNumber: 'GB123456789',
    localizedCurrency: 'JPY',
    localizedExchangeRate: 157.3,
    localizedExchangeRateDescription: 2,
    showDetailItem: true,
    template: 'classic',
    metadata: { source: 'test' },
  }

  it('answers 404 for an unknown invoice', async () => {
    const { pdf } = await setup()
    expect((await pdf({ invoiceId: 'in_nope' })).body).toMatchObject({ code: 404, message: 'Invoice in_nope not found' })
  })

  it('refuses a local currency without an exchange rate', async () => {
    const { pdf, ws } = await setup()
    const response = await pdf({ invoiceId: 'in_lines', localizedCurrency: 'JPY' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('localizedExchangeRate: Exchange rate is required when a local currency is set')
    expect(ws.invoices.get('in_lines')?.pdfSettings.localizedCurrency).toBe('')
  })

  it('keeps the settings, replacing the previous ones as a whole', async () => {
    const { pdf, ws } = await setup()
    const response = await pdf({ invoiceId: 'in_lines', ...settings })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({})
    expect(ws.invoices.get('in_lines')?.pdfSettings).toEqual({ ...settings, sendUserEmail: false })
    await pdf({ invoiceId: 'in_lines', template: 'minimal' })
    expect(ws.invoices.get('in_lines')?.pdfSettings).toMatchObject({
      template: 'minimal',
      issueCompanyName: '',
      localizedCurrency: '',
      showDetailItem: false,
    })
  })

  it('mails the invoice to the user only when sendUserEmail is true', async () => {
    const { pdf, ws } = await setup()
    await pdf({ invoiceId: 'in_lines', template: 'classic' })
    await pdf({ invoiceId: 'in_lines', sendUserEmail: false })
    expect(ws.messagesFor('ada@example.test')).toEqual([])
    await pdf({ invoiceId: 'in_lines', sendUserEmail: true })
    expect(ws.messagesFor('ada@example.test')).toEqual([
      { email: 'ada@example.test', code: '', sentAt: NOW, subject: 'Invoice in_lines' },
    ])
  })

  it('shows the settings on the hosted invoice page: issuer, localized amounts, detail items, template', async () => {
    const { pdf, page } = await setup()
    await pdf({ invoiceId: 'in_lines', ...settings })
    const { status, html, type } = await page('/hosted/invoices/in_lines')
    expect(status).toBe(200)
    expect(type).toContain('text/html')
    expect(html).toContain('<h1>Invoice in_lines</h1>')
    expect(html).toContain('<strong>Northwind Software Ltd</strong>')
    expect(html).toContain('12 Fleet Street<br>London EC4Y 1AA')
    expect(html).toContain('<th scope="row">Registration number</th><td>09876543</td>')
    expect(html).toContain('<th scope="row">VAT number</th><td>GB123456789</td>')
    expect(html).toContain('Template: <strong>classic</strong>')
    // 110.00 USD × 157.3 = ¥17,303.
    expect(html).toContain('Total: <strong>JP¥17,303</strong>')
    expect(html).toContain('at an exchange rate of 157.3 JPY per USD')
    expect(html).toContain('Exchange rate description: 2')
    expect(html).toContain('<th scope="col">Unit amount</th><th scope="col">Quantity</th>')
    expect(html).toContain('<tr><td>Analytics Team</td><td>US$25.00</td><td>4</td><td>US$100.00</td></tr>')
    expect(html).toContain('Ada Lovelace')
    expect(html).toContain(`<a href="${BASE}/hosted/payments/pay_l1">Pay this invoice</a>`)
  })

  it('leaves detail items, localized amounts and the issuer details out until they are set', async () => {
    const { page, ws } = await setup()
    const { html } = await page('/hosted/invoices/in_lines')
    expect(html).not.toContain('Unit amount')
    expect(html).not.toContain('Amounts in')
    expect(html).not.toContain('Registration number')
    expect(html).toContain('<tr><td>Analytics Team</td><td>US$100.00</td></tr>')
    // Without a company name, the merchant's name.
    ws.merchant.name = 'Fallback Merchant'
    expect((await page('/hosted/invoices/in_lines')).html).toContain('<strong>Fallback Merchant</strong>')
  })

  it('escapes every value on the hosted invoice page', async () => {
    const { pdf, page } = await setup()
    await pdf({
      invoiceId: 'in_lines',
      issueCompanyName: '<script>alert(1)</script>',
      issueAddress: '"><img src=x onerror=alert(2)>',
      template: "t'<b>",
    })
    const { html } = await page('/hosted/invoices/in_lines')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;')
    expect(html).toContain('t&#39;&lt;b&gt;')
  })

  it('answers 404 for the page of an unknown invoice, and serves other workspaces by ?ws=', async () => {
    const sandbox = await setup()
    expect((await sandbox.page('/hosted/invoices/in_nope')).status).toBe(404)
    const created = await sandbox.control<{ apiKey: string; workspaceId: string }>('workspaces', { dataset: 'empty' })
    const { apiKey, workspaceId } = created.body.data
    await sandbox.control('seed', { invoices: [{ invoiceId: 'in_other', totalAmount: 100, currency: 'USD' }] }, { key: apiKey })
    expect((await sandbox.page(`/hosted/invoices/in_other?ws=${workspaceId}`)).status).toBe(200)
    expect((await sandbox.page('/hosted/invoices/in_other')).status).toBe(404)
  })
})

describe('hosted payment page', () => {
  it('offers Pay and Cancel while pending; Pay makes the payment and the invoice paid', async () => {
    const { page, ws } = await setup()
    const before = await page('/hosted/payments/pay_l1')
    expect(before.status).toBe(200)
    expect(before.html).toMatch(/<button type="submit" name="action" value="pay"[^>]*>Pay US\$110\.00<\/button>/)
    expect(before.html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel payment<\/button>/)
    expect(before.html).toContain(`action="${BASE}/hosted/payments/pay_l1"`)

    const paid = await page('/hosted/payments/pay_l1', { method: 'POST', body: new URLSearchParams({ action: 'pay' }) })
    expect(paid.status).toBe(200)
    expect(paid.html).toContain('Payment received.')
    expect(paid.html).not.toContain('<button')
    const invoice = ws.invoices.get('in_lines')!
    expect(invoice).toMatchObject({ status: 3, paidTime: NOW })
    expect(invoice.payments[0]).toMatchObject({ status: 20, paidTime: NOW })

    const again = await page('/hosted/payments/pay_l1', { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) })
    expect(again.html).toContain('This payment is 20 · success already: nothing changed.')
    expect(ws.invoices.get('in_lines')!.payments[0].status).toBe(20)
  })

  it('keeps the invoice open while successful split payments do not cover it', async () => {
    const { page, ws } = await setup()
    await page('/hosted/payments/pay_d', { method: 'POST', body: new URLSearchParams({ action: 'pay' }) })
    // 120,000 of 120,000 paid now: paid.
    expect(ws.invoices.get('in_split')!.status).toBe(3)
    const cancelled = await setup()
    await cancelled.page('/hosted/payments/pay_d', { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) })
    expect(cancelled.ws.invoices.get('in_split')!.status).toBe(1)
    expect(cancelled.ws.invoices.get('in_split')!.payments.find((p) => p.paymentId === 'pay_d')!.status).toBe(40)
  })

  it('links back to the return URL after paying, and to the cancel URL after cancelling', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, publicUrl: BASE })
    await sandbox.control('seed', {
      gateways: [{ gatewayId: 3 }],
      subscriptions: [{ subscriptionId: 'sub_1', userId: 1, amount: 100, currency: 'USD', gatewayId: 3, status: 5 }],
    })
    const renew = () =>
      sandbox.call<{ link: string }>('/merchant/subscription/renew', {
        subscriptionId: 'sub_1',
        returnUrl: 'https://shop.example/thanks',
        cancelUrl: 'https://shop.example/sorry',
      })
    const first = new URL((await renew()).body.data.link).pathname
    const paid = await (await sandbox.app.request(first, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) })).text()
    expect(paid).toContain('<a href="https://shop.example/thanks">Return to the merchant</a>')
    expect(sandbox.store.primary.subscriptions.get('sub_1')).toMatchObject({ status: 2, currentPeriodPaid: 1 })
    const second = new URL((await renew()).body.data.link).pathname
    const cancelled = await (
      await sandbox.app.request(second, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) })
    ).text()
    expect(cancelled).toContain('Payment cancelled.')
    expect(cancelled).toContain('<a href="https://shop.example/sorry">Back to the merchant</a>')
  })

  it('answers 404 for an unknown payment and 400 for another action', async () => {
    const { page } = await setup()
    expect((await page('/hosted/payments/pay_nope')).status).toBe(404)
    expect(
      (await page('/hosted/payments/pay_l1', { method: 'POST', body: new URLSearchParams({ action: 'refund' }) })).status,
    ).toBe(400)
  })

  it('shows a stored link that is not http(s) as text only', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, publicUrl: BASE })
    await sandbox.control('seed', {
      invoices: [
        {
          invoiceId: 'in_js',
          currency: 'USD',
          totalAmount: 10,
          payments: [{ paymentId: 'pay_js', link: 'javascript:alert(1)', totalAmount: 10 }],
        },
      ],
    })
    const html = await (await sandbox.app.request('/hosted/invoices/in_js')).text()
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<td>pay_js</td>')
  })
})
