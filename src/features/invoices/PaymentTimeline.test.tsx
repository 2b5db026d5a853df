import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TEST_KEY } from '../../../sandbox/testing'
import { createClient } from '../../api/client'
import { invoiceRefund } from '../../api/contract/extensions/invoiceActions'
import { renderPage, TEST_SERVICE_URL, testService } from '../../testing/render'

const DAY = 86_400

/**
 * Ada (user 1) paid in_card (€100.00) and in_small (€20.00) by card, and €30.00 of in_card was refunded; Grace
 * (user 2) paid in_grace. Twelve more small payments of Ada's make her list two pages long.
 */
async function seeded({ many = false } = {}) {
  const service = testService()
  const now = Math.floor(Date.now() / 1000)
  const paid = (invoiceId: string, userId: number, totalAmount: number, daysAgo: number) => ({
    invoiceId,
    userId,
    currency: 'EUR',
    totalAmount,
    status: 3,
    createTime: now - daysAgo * DAY,
    paidTime: now - daysAgo * DAY,
    gatewayId: 1,
    payments: [
      {
        paymentId: `pay_${invoiceId}`,
        status: 20,
        totalAmount,
        gatewayId: 1,
        createTime: now - daysAgo * DAY,
        paidTime: now - daysAgo * DAY,
      },
    ],
  })
  const extra = many ? Array.from({ length: 12 }, (_, index) => paid(`in_more_${index}`, 1, 100 + index, 20 + index)) : []
  await service.sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 }],
    users: [
      { id: 1, email: 'ada@example.test', firstName: 'Ada', gatewayId: 1 },
      { id: 2, email: 'grace@example.test', firstName: 'Grace', gatewayId: 1 },
    ],
    invoices: [paid('in_card', 1, 10_000, 5), paid('in_small', 1, 2_000, 3), paid('in_grace', 2, 5_000, 2), ...extra],
  })
  const client = createClient({ baseUrl: TEST_SERVICE_URL, apiKey: TEST_KEY, fetch: service.fetch as typeof fetch })
  const { refund } = await client.call(invoiceRefund, {
    invoiceId: 'in_card',
    refundAmount: 3_000,
    reason: 'Charged twice',
    refundNo: 'refund-1',
  })
  return { service, creditNoteId: refund?.invoiceId ?? '' }
}

describe('payments and refunds', () => {
  it('on an invoice: its payment and its refund, with words, amounts in the currency and links', async () => {
    const { service, creditNoteId } = await seeded()
    await renderPage('/invoices/in_card', { service })
    const table = await screen.findByRole('table', { name: 'Payments and refunds of the invoice' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Refund.*Success.*€30\.00/),
      expect.stringMatching(/^Payment.*Success.*€100\.00/),
    ])
    expect(within(rows[0]).getByRole('link', { name: creditNoteId })).toHaveAttribute('href', `/invoices/${creditNoteId}`)
    expect(within(rows[1]).getByRole('link', { name: 'in_card' })).toHaveAttribute('href', '/invoices/in_card')
    expect(screen.getByRole('region', { name: 'Payments and refunds (2)' })).toBeVisible()
    expect(table).not.toHaveTextContent('in_small')
  })

  it('on a customer: theirs only, a page at a time, and their credit notes', async () => {
    const { service, creditNoteId } = await seeded({ many: true })
    const { router } = await renderPage('/users/1', { service })
    const table = await screen.findByRole('table', { name: 'Payments and refunds of the customer' })
    // Newest first: Ada's refund, then her payment of in_small; Grace's payment is not hers.
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent(/Refund.*€30\.00/)
    expect(table).not.toHaveTextContent('in_grace')
    expect(screen.getByRole('region', { name: 'Payments and refunds (15)' })).toBeVisible()
    const section = screen.getByRole('region', { name: 'Payments and refunds (15)' })
    await userEvent.setup({ delay: null }).click(within(section).getByRole('button', { name: 'Page 2' }))
    expect(await within(section).findByRole('link', { name: 'in_more_11' })).toBeVisible()
    expect(router.state.location.search).toMatchObject({ paymentsPage: 1 })

    const notes = await screen.findByRole('table', { name: 'Credit notes of the customer' })
    expect(within(notes).getByRole('link', { name: creditNoteId })).toHaveAttribute('href', `/invoices/${creditNoteId}`)
    expect(within(notes).getByRole('link', { name: 'in_card' })).toBeVisible()
    expect(notes).toHaveTextContent('-€30.00')
  })

  it('says in one line when the service offers no timeline or credit notes list', async () => {
    const { service } = await seeded()
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      if (path === '/merchant/payment/timeline/list' || path === '/merchant/invoice/credit_note/list') {
        return new Response('404 page not found', { status: 404 })
      }
      return service.fetch(input, init)
    }
    await renderPage('/users/1', { service: { ...service, fetch } })
    expect(await screen.findByText('This service offers no list of payments and refunds.')).toBeVisible()
    expect(await screen.findByText('This service offers no list of credit notes.')).toBeVisible()
  })
})
