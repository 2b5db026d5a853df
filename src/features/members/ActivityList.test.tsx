import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../../testing/render'

const LOG = '/merchant/member/operation_log_list'

/** Four writes made with the API key: a cancel, an invoice e-mail, a plan published and a code's quantity raised. */
async function withActivity() {
  const service = testService()
  const seeded = await service.sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    plans: [{ id: 1, planName: 'Basic', status: 2 }],
    users: [{ id: 1, email: 'ada@lovelace.example' }],
    subscriptions: [{ subscriptionId: 'sub_ada', userId: 1, planId: 1, status: 2, gatewayId: 1, currency: 'EUR' }],
    invoices: [{ invoiceId: 'in_1', userId: 1, subscriptionId: 'sub_ada', currency: 'EUR', totalAmount: 1000, status: 3 }],
    discountCodes: [
      { id: 7, code: 'SPRING', name: 'Spring', status: 2, billingType: 1, discountType: 1, discountPercentage: 1000 },
    ],
  })
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(200)
  for (const [path, input] of [
    ['/merchant/invoice/send_email', { invoiceId: 'in_1' }],
    ['/merchant/plan/publish', { planId: 1 }],
    ['/merchant/discount/quantity_increment', { id: 7, amount: 2 }],
    ['/merchant/subscription/cancel', { subscriptionId: 'sub_ada' }],
  ] as const) {
    const answer = await service.sandbox.call(path, input)
    expect(answer.body.code, `${path}: ${JSON.stringify(answer.body)}`).toBe(0)
  }
  return service
}

async function logCalls(service: ReturnType<typeof testService>) {
  const response = await service.sandbox.control<{ calls: unknown[] }>(`calls?path=${encodeURIComponent(LOG)}`)
  return response.body.data?.calls.length ?? 0
}

const table = () => screen.getByRole('table', { name: 'Activity' })
/** The "On" cell of each row shown. */
const targets = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)

describe('activity', () => {
  it('filters by each record and clears back to every action; the filters live in the address', async () => {
    const service = await withActivity()
    const { router } = await renderPage('/activity', { service })
    const user = userEvent.setup({ delay: null })
    await waitFor(() => expect(targets()).toHaveLength(4))
    expect(targets()).toEqual(['Subscription sub_ada', 'Discount code SPRING', 'Plan 1', 'Invoice in_1'])
    expect(within(table()).getByRole('link', { name: 'Discount code SPRING' })).toHaveAttribute(
      'href',
      '/discounts?search=SPRING',
    )

    showFilters()
    for (const [label, typed, shown, address] of [
      ['Invoice ID', 'in_1', 'Invoice in_1', { invoiceId: 'in_1' }],
      ['Plan ID', '1', 'Plan 1', { planId: 1 }],
      ['Discount code', 'SPRING', 'Discount code SPRING', { discountCode: 'SPRING' }],
      ['Subscription ID', 'sub_ada', 'Subscription sub_ada', { subscriptionId: 'sub_ada' }],
    ] as const) {
      const field = screen.getByRole('textbox', { name: label })
      await user.type(field, `${typed}{Enter}`)
      await waitFor(() => expect(targets()).toEqual([shown]))
      expect(router.state.location.search).toMatchObject(address)
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
      await user.clear(field)
    }

    await user.type(screen.getByRole('textbox', { name: 'Customer e-mail' }), 'lovelace{Enter}')
    // The customer's e-mail finds what was done on her subscription and her invoice.
    await waitFor(() => expect(targets()).toEqual(['Subscription sub_ada', 'Invoice in_1']))
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(targets()).toHaveLength(4))
    expect(screen.getByRole('textbox', { name: 'Customer e-mail' })).toHaveValue('')
  })

  it('refuses a plan ID that is not a whole number above 0 at its field, sending nothing', async () => {
    const service = await withActivity()
    await renderPage('/activity', { service })
    const user = userEvent.setup({ delay: null })
    await waitFor(() => expect(targets()).toHaveLength(4))
    const sent = await logCalls(service)
    showFilters()
    const planId = screen.getByRole('textbox', { name: 'Plan ID' })
    for (const [typed, message] of [
      ['0', 'Plan id must be greater than 0'],
      ['1.5', 'Plan id must be a whole number'],
    ]) {
      await user.clear(planId)
      await user.type(planId, `${typed}{Enter}`)
      expect(await screen.findByText(message)).toBeVisible()
      expect(planId).toHaveAttribute('aria-invalid', 'true')
      expect(planId).toHaveFocus()
    }
    expect(await logCalls(service)).toBe(sent)
    expect(targets()).toHaveLength(4)
  })
})
