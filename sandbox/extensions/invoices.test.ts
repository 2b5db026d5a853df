import { describe, expect, it } from 'vitest'
import type { InvoiceDetail } from '../../src/api/contract/extensions/invoices'
import type { DialectName } from '../dialect'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const LIST = '/merchant/invoice/list'
const DETAIL = '/merchant/invoice/detail'

/**
 * Invoices in_1 … in_5 of the merchant (in_10 is a credit note of in_1's payment) and in_9 of another
 * merchant.
 */
/** The empty list: [] in the spec dialect, null in the real one (the service sends null). */
const EMPTY = [
  ['spec', []],
  ['real', null],
] as const

async function sandboxWithInvoices(dialect: DialectName = 'spec') {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const seeded = await sandbox.control('seed', {
    gateways: [
      { gatewayId: 1, gatewayName: 'stripe' },
      { gatewayId: 2, gatewayName: 'wire' },
    ],
    plans: [{ id: 1, planName: 'Pro monthly' }],
    users: [
      { id: 1, email: 'ada@lovelace.example', firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB' },
      { id: 2, email: 'bob@builder.example', firstName: 'Bob', lastName: 'Builder' },
    ],
    subscriptions: [{ subscriptionId: 'sub_1', userId: 1, planId: 1, vatNumber: 'GB123' }],
    discountCodes: [{ id: 1, code: 'TENOFF' }],
    invoices: [
      {
        invoiceId: 'in_1',
        userId: 1,
        subscriptionId: 'sub_1',
        currency: 'EUR',
        totalAmount: 1080,
        status: 3,
        createTime: NOW - 5 * DAY,
        paidTime: NOW - 5 * DAY + 60,
        invoiceName: 'SubscriptionCreate',
        productName: 'Analytics',
        subtotal: 1000,
        discountAmount: 100,
        discountCode: 'TENOFF',
        taxPercentage: 2000,
        taxAmount: 180,
        periodStart: NOW - 5 * DAY,
        periodEnd: NOW + 25 * DAY,
        gatewayId: 1,
        lines: [
          { description: 'Seats', unitAmount: 300, quantity: 2, amount: 600 },
          { description: 'Storage', unitAmount: 400, quantity: 1, amount: 400 },
        ],
        payments: [{ paymentId: 'pay_1', status: 20, totalAmount: 1080, gatewayId: 1, paidTime: NOW - 5 * DAY + 60 }],
      },
      {
        invoiceId: 'in_2',
        userId: 1,
        currency: 'USD',
        totalAmount: 500,
        status: 1,
        createTime: NOW - 4 * DAY,
        periodEnd: NOW + 90 * DAY,
        gatewayId: 2,
        productName: 'Backup',
        payments: [{ paymentId: 'pay_2', status: 10, totalAmount: 500 }],
      },
      {
        invoiceId: 'in_3',
        userId: 2,
        currency: 'EUR',
        totalAmount: 0,
        status: 3,
        createTime: NOW - 3 * DAY,
        periodEnd: NOW + 10 * DAY,
        invoiceName: 'SubscriptionCycle',
        promoCreditAmount: 300,
        subtotal: 300,
      },
      {
        invoiceId: 'in_4',
        userId: 2,
        currency: 'EUR',
        totalAmount: 2500,
        status: 5,
        createTime: NOW - 2 * DAY,
        sendEmail: 'accounts@builder.example',
      },
      { invoiceId: 'in_5', userId: 3, currency: 'GBP', totalAmount: 750, status: 4, createTime: NOW - DAY },
      {
        invoiceId: 'in_10',
        userId: 1,
        currency: 'EUR',
        totalAmount: 1080,
        status: 3,
        createTime: NOW - DAY / 2,
        refundId: 'ref_1',
        paymentId: 'pay_1',
        invoiceName: 'Refund',
      },
      { invoiceId: 'in_9', userId: 1, currency: 'EUR', totalAmount: 100, status: 3, createTime: NOW, merchantId: 999 },
    ],
  })
  expect(seeded.status).toBe(200)
  const list = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ invoices: InvoiceDetail[] | null; total: number }>(LIST, input)
    expect(response.status).toBe(200)
    return {
      ids: (response.body.data.invoices ?? []).map((invoice) => invoice.invoiceId),
      total: response.body.data.total,
      data: response.body.data,
    }
  }
  return { ...sandbox, list }
}

describe('invoice list (list-endpoints 3.5)', () => {
  it("lists the merchant's invoices, newest first, with the total", async () => {
    const { ids, total } = await (await sandboxWithInvoices()).list({})
    expect(ids).toEqual(['in_10', 'in_5', 'in_4', 'in_3', 'in_2', 'in_1'])
    expect(total).toBe(6)
  })

  it.each(EMPTY)(
    "answers the %s dialect's empty list with total 0 when nothing matches, and for a page past the end",
    async (dialect, empty) => {
      const sandbox = await sandboxWithInvoices(dialect)
      expect((await sandbox.list({ currency: 'JPY' })).data).toEqual({ invoices: empty, total: 0 })
      expect((await sandbox.list({ page: 1 })).data).toEqual({ invoices: empty, total: 6 })
    },
  )

  it('answers an empty array, even in the real dialect, when the names match no customer', async () => {
    const sandbox = await sandboxWithInvoices('real')
    expect((await sandbox.list({ firstName: 'Zed' })).data).toEqual({ invoices: [], total: 0 })
  })

  it.each([
    ['userId', { userId: 2 }, ['in_4', 'in_3']],
    ["firstName, part of the customer's", { firstName: 'ad' }, ['in_10', 'in_2', 'in_1']],
    ["lastName, part of the customer's", { lastName: 'BUILD' }, ['in_4', 'in_3']],
    ["sendEmail: the customer's e-mail, part of it", { sendEmail: 'lovelace' }, ['in_10', 'in_2', 'in_1']],
    ['sendEmail: the address the invoice was sent to', { sendEmail: 'accounts@' }, ['in_4']],
    ['currency', { currency: 'GBP' }, ['in_5']],
    ['status', { status: [1, 4] }, ['in_5', 'in_2']],
    ['minimum amount, inclusive', { amountStart: 1080 }, ['in_10', 'in_4', 'in_1']],
    ['maximum amount, inclusive, 0 included', { amountStart: 0, amountEnd: 500 }, ['in_3', 'in_2']],
    ['type 0: payment invoices', { type: 0, userId: 1 }, ['in_2', 'in_1']],
    ['type 1: credit notes', { type: 1 }, ['in_10']],
    ['gatewayIds', { gatewayIds: [2] }, ['in_2']],
    ['searchKey on the invoice name', { searchKey: 'cycle' }, ['in_3']],
    ['searchKey on the product name', { searchKey: 'backup' }, ['in_2']],
    ['searchKey on the e-mail', { searchKey: 'builder' }, ['in_4', 'in_3']],
    ['created from and until, inclusive', { createTimeStart: NOW - 4 * DAY, createTimeEnd: NOW - 3 * DAY }, ['in_3', 'in_2']],
  ])('filters by %s', async (_name, input, expected) => {
    const { ids, total } = await (await sandboxWithInvoices()).list(input)
    expect(ids).toEqual(expected)
    expect(total).toBe(expected.length)
  })

  it.each([
    ['invoice_id', 'asc', ['in_1', 'in_2', 'in_3', 'in_4', 'in_5', 'in_10']],
    ['total_amount', 'desc', ['in_4', 'in_10', 'in_1', 'in_5', 'in_2', 'in_3']],
    ['period_end', 'desc', ['in_2', 'in_1', 'in_3', 'in_10', 'in_5', 'in_4']],
    ['gmt_create', 'asc', ['in_1', 'in_2', 'in_3', 'in_4', 'in_5', 'in_10']],
  ])('sorts by %s %s', async (sortField, sortType, expected) => {
    expect((await (await sandboxWithInvoices()).list({ sortField, sortType })).ids).toEqual(expected)
  })

  it('sorts by gmt_modify, the last change: a payment or new PDF settings', async () => {
    const sandbox = await sandboxWithInvoices()
    const update = await sandbox.call('/merchant/invoice/pdf_update', { invoiceId: 'in_2', template: 'classic' })
    expect(update.status).toBe(200)
    const { ids, data } = await sandbox.list({ sortField: 'gmt_modify', sortType: 'desc' })
    expect(ids).toEqual(['in_2', 'in_10', 'in_5', 'in_4', 'in_3', 'in_1'])
    expect(data.invoices?.[0].gmtModify).toBe('2027-01-15 08:00:00')
  })

  it("refuses a bad sort field with the service's text, which leaves gmt_modify out", async () => {
    const { call } = await sandboxWithInvoices()
    const response = await call(LIST, { sortField: 'status' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('sortField should one of invoice_id|gmt_create|period_end|total_amount')
  })

  it('answers each as an InvoiceDetail built from the invoice: amounts, lines, customer, payment, links', async () => {
    const { data } = await (await sandboxWithInvoices()).list({ userId: 1, type: 0, status: [3] })
    const [invoice] = data.invoices ?? []
    expect(invoice).toMatchObject({
      invoiceId: 'in_1',
      invoiceName: 'SubscriptionCreate',
      productName: 'Analytics',
      status: 3,
      currency: 'EUR',
      totalAmount: 1080,
      originAmount: 1180,
      discountAmount: 100,
      discountCode: 'TENOFF',
      taxAmount: 180,
      taxPercentage: 2000,
      totalAmountExcludingTax: 900,
      subscriptionAmount: 1080,
      periodStart: NOW - 5 * DAY,
      periodEnd: NOW + 25 * DAY,
      createTime: NOW - 5 * DAY,
      finishTime: NOW - 5 * DAY + 60,
      paidTime: NOW - 5 * DAY + 60,
      gmtCreate: '2027-01-10 08:00:00',
      paymentId: 'pay_1',
      refundId: '',
      sendEmail: 'ada@lovelace.example',
      countryCode: 'GB',
      vatNumber: 'GB123',
      userAccount: { id: 1, email: 'ada@lovelace.example' },
      userSnapshot: null,
      subscription: { subscriptionId: 'sub_1' },
      payment: { paymentId: 'pay_1', status: 20, totalAmount: 1080, invoiceId: 'in_1' },
      refund: null,
      gateway: { gatewayId: 1, gatewayName: 'stripe' },
      merchant: { id: 10001 },
      discount: { code: 'TENOFF' },
      promoCreditTransaction: null,
    })
    expect(invoice.link).toMatch(/\/hosted\/invoices\/in_1$/)
    expect(invoice.sendPdf).toBe(invoice.link)
  })

  it('spreads the discount and the tax over the lines in proportion, adding up to the invoice', async () => {
    const { data } = await (await sandboxWithInvoices()).list({ userId: 1, type: 0, status: [3] })
    const lines = data.invoices?.[0].lines ?? []
    expect(lines).toEqual([
      expect.objectContaining({
        description: 'Seats',
        name: 'Pro monthly',
        quantity: 2,
        unitAmountExcludingTax: 300,
        discountAmount: 60,
        amountExcludingTax: 540,
        tax: 108,
        amount: 648,
        originAmount: 708,
        currency: 'EUR',
        taxPercentage: 2000,
      }),
      expect.objectContaining({
        description: 'Storage',
        quantity: 1,
        unitAmountExcludingTax: 400,
        discountAmount: 40,
        amountExcludingTax: 360,
        tax: 72,
        amount: 432,
        originAmount: 472,
      }),
    ])
    expect(lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(1080)
    expect(lines[0].plan).toMatchObject({ id: 1, planName: 'Pro monthly' })
  })

  it("shows the promo credit an invoice used, and a waiting payment's link", async () => {
    const { data } = await (await sandboxWithInvoices()).list({ userId: 2 })
    expect(data.invoices?.find((invoice) => invoice.invoiceId === 'in_3')?.promoCreditTransaction).toMatchObject({
      deltaAmount: -300,
      invoiceId: 'in_3',
      currency: 'EUR',
    })
    const open = (await (await sandboxWithInvoices()).list({ currency: 'USD' })).data.invoices?.[0]
    expect(open?.paymentLink).toMatch(/\/hosted\/payments\/pay_2$/)
  })
})

describe('invoice detail (list-endpoints 4)', () => {
  it('answers the invoice and the credit notes of its payment', async () => {
    const { call } = await sandboxWithInvoices()
    const response = await call<{ invoice: InvoiceDetail; creditNotes: InvoiceDetail[] }>(DETAIL, { invoiceId: 'in_1' })
    expect(response.status).toBe(200)
    expect(response.body.data.invoice.invoiceId).toBe('in_1')
    expect(response.body.data.creditNotes.map((note) => note.invoiceId)).toEqual(['in_10'])
  })

  it('answers an empty array of credit notes when there are none, and a credit note points at its invoice', async () => {
    const { call } = await sandboxWithInvoices()
    const plain = await call<{ creditNotes: InvoiceDetail[] }>(DETAIL, { invoiceId: 'in_4' })
    expect(plain.body.data.creditNotes).toEqual([])
    const note = await call<{ invoice: InvoiceDetail }>(DETAIL, { invoiceId: 'in_10' })
    expect(note.body.data.invoice).toMatchObject({
      refundId: 'ref_1',
      refund: { refundId: 'ref_1', paymentId: 'pay_1', refundAmount: 1080 },
      originalPaymentInvoice: { invoiceId: 'in_1' },
    })
  })

  it("answers 404 for an unknown invoice and for another merchant's", async () => {
    const { call } = await sandboxWithInvoices()
    for (const invoiceId of ['in_404', 'in_9']) {
      const response = await call(DETAIL, { invoiceId })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe(`Invoice ${invoiceId} not found`)
    }
  })

  it('shows what a payment on the hosted page changed', async () => {
    const sandbox = await sandboxWithInvoices()
    const paid = await sandbox.app.request('/hosted/payments/pay_2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    })
    expect(paid.status).toBe(200)
    const response = await sandbox.call<{ invoice: InvoiceDetail }>(DETAIL, { invoiceId: 'in_2' })
    expect(response.body.data.invoice).toMatchObject({
      status: 3,
      payment: { status: 20 },
      paymentLink: '',
      gmtModify: '2027-01-15 08:00:00',
    })
  })
})
