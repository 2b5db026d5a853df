import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

const DAY = 86_400
const REFUND = '/merchant/invoice/refund'

/** in_card paid by card (€100.00), in_wire waiting for a wire transfer (€50.00), in_wire_paid paid by wire transfer. */
async function seeded() {
  const service = testService()
  const now = Math.floor(Date.now() / 1000)
  const paid = (invoiceId: string, gatewayId: number) => ({
    invoiceId,
    userId: 1,
    currency: 'EUR',
    totalAmount: 10_000,
    status: 3,
    createTime: now - 5 * DAY,
    paidTime: now - 5 * DAY,
    gatewayId,
    payments: [{ paymentId: `pay_${invoiceId}`, status: 20, totalAmount: 10_000, gatewayId, paidTime: now - 5 * DAY }],
  })
  await service.sandbox.control('seed', {
    gateways: [
      { gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 },
      { gatewayId: 2, gatewayName: 'wire_transfer', gatewayType: 3, currency: 'EUR', minimumAmount: 100 },
    ],
    users: [{ id: 1, email: 'ada@example.test', gatewayId: 1 }],
    invoices: [
      paid('in_card', 1),
      paid('in_wire_paid', 2),
      {
        invoiceId: 'in_wire',
        userId: 1,
        currency: 'EUR',
        totalAmount: 5_000,
        status: 2,
        createTime: now - DAY,
        gatewayId: 2,
        payments: [{ paymentId: 'pay_in_wire', status: 10, totalAmount: 5_000, gatewayId: 2 }],
      },
    ],
  })
  return service
}

async function stored(service: ReturnType<typeof testService>) {
  const { body } = await service.sandbox.control<{ collections: { invoices: Record<string, unknown>[] } }>('state')
  return body.data.collections.invoices
}

/** The service, keeping the body of every refund sent to it. */
function keepingRefunds(service: ReturnType<typeof testService>) {
  const bodies: { refundNo: string; refundAmount: number }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).pathname === REFUND) bodies.push(JSON.parse(await request.clone().text()))
    return service.fetch(request)
  }
  return { service: { ...service, fetch }, bodies }
}

const actions = () => screen.getByRole('group', { name: 'Actions' })

describe('refunding an invoice', () => {
  it('refunds in part, at most what is left, with a reason, and the credit note is listed', async () => {
    const service = await seeded()
    await renderPage('/invoices/in_card', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund invoice in_card' })
    expect(dialog).toHaveTextContent('Left to refund: €100.00 of €100.00')
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(EUR\)/ })
    expect(amount).toHaveValue('100.00')
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ })
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/required/i))
    await user.type(reason, 'Charged twice')
    await user.clear(amount)
    await user.type(amount, '100.01')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Refund amount cannot exceed €100.00, what is left to refund/))
    expect(await callsTo(service, REFUND)).toEqual([])
    await user.clear(amount)
    await user.type(amount, '30')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText(/Invoice in_card is refunded/)).toBeVisible()
    const notes = (await stored(service)).filter((invoice) => invoice.refundId)
    expect(notes).toEqual([expect.objectContaining({ totalAmount: -3_000 })])
    expect(await within(screen.getByRole('region', { name: 'Summary' })).findByText(/€30.00 refunded/)).toBeVisible()
  })

  it('sends the same refund number on a retry after a failure', async () => {
    const { service, bodies } = keepingRefunds(await seeded())
    await service.sandbox.control('faults', { path: REFUND, status: 503, times: 1, message: 'Gateway timeout' })
    await renderPage('/invoices/in_card', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cancelled order')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gateway timeout')
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Cancelled order')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText(/Invoice in_card is refunded/)).toBeVisible()
    expect(bodies).toHaveLength(2)
    expect(bodies[1].refundNo).toBe(bodies[0].refundNo)
    expect((await stored(service)).filter((invoice) => invoice.refundId)).toHaveLength(1)
  })

  it('records a refund made outside for a wire transfer invoice', async () => {
    const service = await seeded()
    await renderPage('/invoices/in_wire_paid', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Record refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund of invoice in_wire_paid' })
    expect(dialog).toHaveTextContent('pay the money back yourself')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid back by bank')
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }))
    expect(await screen.findByText(/is recorded, with its credit note/)).toBeVisible()
    expect(await callsTo(service, '/merchant/invoice/mark_refund')).toHaveLength(1)
    expect(await callsTo(service, REFUND)).toEqual([])
  })
})

describe('a refund whose answer was lost', () => {
  it('is not made twice: the retry is refused while it is made, and a used number shows as refunded already', async () => {
    const base = await seeded()
    let lose = true
    let duplicate = false
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (new URL(request.url).pathname === REFUND) {
        if (duplicate) return Response.json({ code: 51, message: 'Duplicate Submit', data: null, requestId: 'req_dup' })
        const answer = await base.fetch(request)
        if (lose) {
          lose = false
          // The refund is made, but a proxy on the way gives up waiting for its answer.
          return new Response('Gateway Timeout', { status: 504 })
        }
        return answer
      }
      return base.fetch(request)
    }
    const service = { ...base, fetch }
    await renderPage('/invoices/in_card', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog')
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ })
    await user.clear(amount)
    await user.type(amount, '30')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charged twice')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The invoice was not refunded')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('This refund is being made already'))
    expect((await stored(service)).filter((invoice) => invoice.refundId)).toHaveLength(1)
    // Later, the service says the number was used: the refund was made.
    duplicate = true
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText(/was made already \(refund number .+\): nothing more was refunded/)).toBeVisible()
    expect((await stored(service)).filter((invoice) => invoice.refundId)).toHaveLength(1)
  })
})

describe('a wire transfer paid, and the e-mail sent again', () => {
  it('marks a waiting wire transfer paid with its reference', async () => {
    const service = await seeded()
    await renderPage('/invoices/in_wire', { service })
    const user = userEvent.setup({ delay: null })
    expect(await within(actions()).findByRole('button', { name: 'Mark paid' })).toBeVisible()
    expect(within(actions()).queryByRole('button', { name: 'Refund' })).toBeNull()
    await user.click(within(actions()).getByRole('button', { name: 'Mark paid' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark invoice in_wire paid' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Transfer reference/ })).toHaveAccessibleDescription(/required/i),
    )
    await user.type(within(dialog).getByRole('textbox', { name: /Transfer reference/ }), 'BANK-REF-42')
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await screen.findByText('Invoice in_wire is marked paid.')).toBeVisible()
    expect((await stored(service)).find((invoice) => invoice.invoiceId === 'in_wire')).toMatchObject({ status: 3 })
  })

  it('resends the e-mail, and explains the 10-second lock', async () => {
    const service = await seeded()
    await renderPage('/invoices/in_card', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Resend e-mail' }))
    expect(await screen.findByText('The e-mail of invoice in_card was sent to the customer again.')).toBeVisible()
    await user.click(within(actions()).getByRole('button', { name: 'Resend e-mail' }))
    expect(await within(actions()).findByRole('alert')).toHaveTextContent('at most once every 10 seconds')
  })
})

describe('cancelling (revoking) an invoice', () => {
  it('is offered only while the invoice waits for its payment, says what it does, and keeps a refusal in the dialog', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: '/merchant/invoice/cancel', status: 503, times: 1, message: 'Try later' })
    await renderPage('/invoices/in_wire', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Cancel invoice' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice in_wire?' })
    expect(dialog).toHaveTextContent('no longer asked to pay €50.00')
    expect(dialog).toHaveTextContent('cannot be undone')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the invoice' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try later')
    expect((await stored(service)).find((invoice) => invoice.invoiceId === 'in_wire')).toMatchObject({ status: 2 })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the invoice' }))
    expect(await screen.findByText(/Invoice in_wire is cancelled/)).toBeVisible()
    const invoice = (await stored(service)).find((candidate) => candidate.invoiceId === 'in_wire')
    expect(invoice).toMatchObject({ status: 5, payments: [expect.objectContaining({ status: 40 })] })
    await waitFor(() => expect(within(actions()).queryByRole('button', { name: 'Cancel invoice' })).toBeNull())
  })

  it('is not offered on a paid invoice', async () => {
    const service = await seeded()
    await renderPage('/invoices/in_card', { service })
    expect(await within(actions()).findByRole('button', { name: 'Refund' })).toBeVisible()
    expect(within(actions()).queryByRole('button', { name: 'Cancel invoice' })).toBeNull()
  })
})
