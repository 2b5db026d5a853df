import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

const LIST = '/merchant/payment/timeline/list'
const DAY = 86_400
const now = Math.floor(Date.now() / 1000)

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    users: [
      { id: 1, email: 'ada@example.test' },
      { id: 2, email: 'bob@example.test' },
    ],
    invoices: [
      {
        invoiceId: 'in_ada',
        userId: 1,
        currency: 'EUR',
        totalAmount: 1250,
        status: 3,
        gatewayId: 1,
        payments: [{ paymentId: 'pay_ok', status: 20, totalAmount: 1250, gatewayId: 1, createTime: now - DAY }],
      },
      {
        invoiceId: 'in_bob',
        userId: 2,
        currency: 'USD',
        totalAmount: 990,
        status: 2,
        gatewayId: 1,
        payments: [
          { paymentId: 'pay_failed_old', status: 30, totalAmount: 990, gatewayId: 1, createTime: now - 30 * DAY },
          { paymentId: 'pay_failed', status: 30, totalAmount: 990, gatewayId: 1, createTime: now - 2 * DAY },
        ],
      },
    ],
  })
  return service
}

const table = () => screen.getByRole('table', { name: 'Payments' })
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('payments list', () => {
  it('shows each payment newest first: its customer, invoice, amount in its currency, status and kind in words', async () => {
    await renderPage('/payments', { service: await seeded() })
    await waitFor(() => expect(rowTexts()).toHaveLength(3))
    const [first, second] = within(table()).getAllByRole('row').slice(1)
    expect(first).toHaveTextContent('€12.50')
    expect(first).toHaveTextContent(/success/i)
    expect(first).toHaveTextContent(/payment/i)
    expect(within(first!).getByRole('link', { name: 'Customer 1' })).toHaveAttribute('href', '/users/1')
    expect(within(first!).getByRole('link', { name: 'in_ada' })).toHaveAttribute('href', '/invoices/in_ada')
    expect(second).toHaveTextContent('$9.90')
    expect(second).toHaveTextContent(/failed/i)
    expect(screen.getByText('3 payments and refunds')).toBeVisible()
  })

  it('opens with the filters of its address, and a status chosen is sent and kept in the address', async () => {
    const service = await seeded()
    const { router } = await renderPage(`/payments?status=%5B2%5D&createTimeStart=${now - 7 * DAY}`, { service })
    await waitFor(() => expect(rowTexts()).toHaveLength(1))
    expect(rowTexts()[0]).toContain('in_bob')
    // The filters open already shown: two are applied.
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true')
    const user = userEvent.setup({ delay: null })
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Success' }))
    await waitFor(() => expect(rowTexts()).toHaveLength(2))
    expect(router.state.location.search).toMatchObject({ status: [1, 2], createTimeStart: now - 7 * DAY })
  })

  it('refuses a range that ends before it starts, next to the field, and sends nothing', async () => {
    const service = await seeded()
    await renderPage('/payments', { service })
    await waitFor(() => expect(rowTexts()).toHaveLength(3))
    showFilters()
    const sent = (await callsTo(service, LIST)).length
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2030-01-02T00:00' } })
    fireEvent.change(screen.getByLabelText('Created until'), { target: { value: '2030-01-01T00:00' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Created between' }))
    expect(await screen.findByText('Created until must not be before created from')).toBeVisible()
    expect((await callsTo(service, LIST)).length).toBe(sent)
  })
})
