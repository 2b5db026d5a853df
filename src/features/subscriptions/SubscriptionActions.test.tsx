import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

const DAY = 86_400

async function seeded(status: number, invoiceStatus: number, cancelAtPeriodEnd = 0) {
  const service = testService()
  const now = Math.floor(Date.now() / 1000)
  await service.sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', gatewayId: 1 }],
    plans: [{ id: 7, planName: 'Pro monthly', status: 2, intervalUnit: 'month', intervalCount: 1 }],
    subscriptions: [
      {
        subscriptionId: 'sub_ada',
        userId: 3,
        planId: 7,
        gatewayId: 1,
        status,
        cancelAtPeriodEnd,
        currency: 'EUR',
        amount: 4_900,
        currentPeriodStart: now - 5 * DAY,
        currentPeriodEnd: now + 25 * DAY,
        latestInvoiceId: 'in_ada',
      },
    ],
    invoices: [
      { invoiceId: 'in_ada', userId: 3, subscriptionId: 'sub_ada', currency: 'EUR', totalAmount: 4_900, status: invoiceStatus },
    ],
  })
  return service
}

async function stored(service: ReturnType<typeof testService>) {
  const { body } = await service.sandbox.control<{
    collections: { subscriptions: Record<string, unknown>[]; invoices: Record<string, unknown>[] }
  }>('state')
  return body.data.collections
}

const actions = () => screen.getByRole('group', { name: 'Actions' })

describe('ending a subscription', () => {
  it('cancels now after saying that nothing is refunded, with a link to refund the paid invoice', async () => {
    const service = await seeded(2, 3)
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Cancel now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription sub_ada now?' })
    expect(dialog).toHaveTextContent('The service makes no refund and no credit note')
    expect(dialog).toHaveTextContent('was paid and stays paid')
    expect(within(dialog).getByRole('link', { name: 'refund invoice in_ada' })).toHaveAttribute('href', '/invoices/in_ada')
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Moved away')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel now' }))
    expect(await screen.findByText('Subscription sub_ada was cancelled. No refund was made.')).toBeVisible()
    const { subscriptions, invoices } = await stored(service)
    expect(subscriptions[0]).toMatchObject({ status: 4, cancelReason: 'Moved away' })
    expect(invoices[0]).toMatchObject({ status: 3 })
    // Cancelled: neither action is offered again.
    await within(screen.getByRole('region', { name: 'Summary' })).findByText('Cancelled')
    expect(within(actions()).queryByRole('button', { name: 'Cancel now' })).toBeNull()
    expect(within(actions()).queryByRole('button', { name: 'Cancel at period end' })).toBeNull()
  })

  it('keeps the reason and shows the service’s refusal with its request id', async () => {
    const service = await seeded(2, 2)
    await service.sandbox.control('faults', {
      path: '/merchant/subscription/cancel',
      status: 500,
      times: 1,
      message: 'Store busy',
    })
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Cancel now' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('still waits for its payment: it is cancelled')
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fraud')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel now' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('The subscription was not cancelled')
    expect(alert).toHaveTextContent('Store busy')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Fraud')
    expect((await stored(service)).subscriptions[0]).toMatchObject({ status: 2 })
    expect(await callsTo(service, '/merchant/subscription/cancel')).toHaveLength(1)
  })

  it('cancels at the period end, shows it pending, and undoes it', async () => {
    const service = await seeded(2, 3)
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Cancel at period end' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription sub_ada at the end of its period?' })
    expect(dialog).toHaveTextContent('Nothing is refunded')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }))
    expect(await screen.findByText(/will be cancelled at the end of its period/)).toBeVisible()
    const summary = screen.getByRole('region', { name: 'Summary' })
    expect(await within(summary).findByText('Cancels at the period end')).toBeVisible()
    expect(within(summary).getByRole('group', { name: 'Period ends' })).toHaveTextContent('Cancels then: no renewal')
    expect((await stored(service)).subscriptions[0]).toMatchObject({ status: 2, cancelAtPeriodEnd: 1 })

    await user.click(within(actions()).getByRole('button', { name: 'Undo cancel at period end' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo the cancellation' }))
    expect(await screen.findByText(/renews again at the end of its period/)).toBeVisible()
    expect((await stored(service)).subscriptions[0]).toMatchObject({ status: 2, cancelAtPeriodEnd: 0 })
    expect(await within(actions()).findByRole('button', { name: 'Cancel at period end' })).toBeVisible()
  })

  it('offers no period-end cancel on a subscription that is not active, and nothing on a cancelled one', async () => {
    const service = await seeded(8, 2)
    await renderPage('/subscriptions/sub_ada', { service })
    expect(await within(actions()).findByRole('button', { name: 'Cancel now' })).toBeVisible()
    expect(within(actions()).queryByRole('button', { name: 'Cancel at period end' })).toBeNull()
  })
})

describe('extending the due date', () => {
  it('moves it by days, counted from the period end, and shows the new due date', async () => {
    const service = await seeded(2, 3)
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Extend due date' }))
    const dialog = await screen.findByRole('dialog', { name: 'Extend the due date of sub_ada' })
    const days = within(dialog).getByRole('textbox', { name: 'Days to add' })
    await user.type(days, '2.5')
    await user.click(within(dialog).getByRole('button', { name: 'Extend due date' }))
    expect(days).toHaveAccessibleDescription('Enter a whole number of days, at least 1')
    expect(await callsTo(service, '/merchant/subscription/add_new_trial_start')).toEqual([])
    await user.clear(days)
    await user.type(days, '10')
    expect(within(dialog).getByRole('status')).toHaveTextContent('New due date')
    const before = (await stored(service)).subscriptions[0] as { currentPeriodEnd: number }
    await user.click(within(dialog).getByRole('button', { name: 'Extend due date' }))
    expect(await screen.findByText(/The due date of subscription sub_ada moved to/)).toBeVisible()
    expect((await stored(service)).subscriptions[0]).toMatchObject({ status: 2, trialEnd: before.currentPeriodEnd + 10 * DAY })
  })

  it('is not offered on a cancelled or an expired subscription', async () => {
    for (const status of [4, 5]) {
      const service = await seeded(status, 3)
      const { unmount } = await renderPage('/subscriptions/sub_ada', { service })
      expect(await within(actions()).findByRole('link', { name: 'Renew' })).toBeVisible()
      await within(screen.getByRole('region', { name: 'Summary' })).findByRole('group', { name: 'Plan' })
      expect(within(actions()).queryByRole('button', { name: 'Extend due date' })).toBeNull()
      expect(within(actions()).queryByRole('button', { name: 'Cancel now' })).toBeNull()
      unmount()
    }
  })
})

describe('changing the plan', () => {
  async function withPlans() {
    const service = await seeded(2, 3)
    await service.sandbox.control('seed', {
      plans: [
        {
          id: 7,
          planName: 'Pro monthly',
          amount: 4_900,
          currency: 'EUR',
          intervalUnit: 'month',
          intervalCount: 1,
          productId: 1,
          status: 2,
          type: 1,
        },
        {
          id: 8,
          planName: 'Team monthly',
          amount: 9_900,
          currency: 'EUR',
          intervalUnit: 'month',
          intervalCount: 1,
          productId: 1,
          status: 2,
          type: 1,
        },
      ],
      subscriptions: [],
    })
    return service
  }

  it('previews, then submits with the preview’s total; a price moved since is refused with the service’s words', async () => {
    const service = await withPlans()
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Change plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of sub_ada' })
    const plan = within(dialog).getByRole('textbox', { name: /New plan ID/ })
    expect(plan).toHaveValue('7')
    await user.clear(plan)
    await user.type(plan, '8')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    const preview = await within(dialog).findByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent(/Charged now: €\d/)
    expect(preview).toHaveTextContent('Each period after: €99.00')
    expect(await callsTo(service, '/merchant/subscription/update_submit')).toEqual([])

    // The price moves before the change is submitted.
    await service.sandbox.control('seed', {
      plans: [
        {
          id: 8,
          planName: 'Team monthly',
          amount: 12_900,
          currency: 'EUR',
          intervalUnit: 'month',
          intervalCount: 1,
          productId: 1,
          status: 2,
          type: 1,
        },
      ],
    })
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }))
    const refused = await within(dialog).findByRole('alert')
    expect(refused).toHaveTextContent('The plan was not changed')
    expect(refused).toHaveTextContent('The total has changed since the preview')
    expect((await stored(service)).subscriptions[0]).toMatchObject({ planId: 7 })

    // A new preview, then the change.
    await user.click(within(dialog).getByRole('button', { name: 'Preview again' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent('Each period after: €129.00'),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }))
    // The card on file is not charged automatically: the change waits for its payment page.
    expect(await within(dialog).findByRole('link', { name: 'Payment page of the change' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:/),
    )
    expect(await callsTo(service, '/merchant/subscription/update_submit')).toHaveLength(2)
  })
})

describe('changing the add-ons', () => {
  const month = { currency: 'EUR', intervalUnit: 'month', intervalCount: 1, productId: 1, status: 2 }
  async function withAddons() {
    const service = await seeded(2, 3)
    await service.sandbox.control('seed', {
      products: [{ id: 1, productName: 'Northwind' }],
      plans: [
        { id: 7, planName: 'Pro monthly', amount: 4_900, type: 1, ...month },
        { id: 20, planName: 'Extra seat', amount: 1_000, type: 2, ...month },
        { id: 21, planName: 'Priority support', amount: 2_500, type: 2, ...month },
        { id: 22, planName: 'Dollar seat', amount: 1_000, type: 2, ...month, currency: 'USD' },
        { id: 23, planName: 'Yearly seat', amount: 9_000, type: 2, ...month, intervalUnit: 'year' },
      ],
      subscriptions: [
        {
          subscriptionId: 'sub_ada',
          userId: 3,
          planId: 7,
          productId: 1,
          gatewayId: 1,
          status: 2,
          currency: 'EUR',
          amount: 4_900,
          addonData: '[{"addonPlanId":20,"quantity":1}]',
          currentPeriodStart: Math.floor(Date.now() / 1000) - 5 * DAY,
          currentPeriodEnd: Math.floor(Date.now() / 1000) + 25 * DAY,
          latestInvoiceId: 'in_ada',
        },
      ],
    })
    return service
  }

  it('starts from the add-ons the subscription has, offers only those the change allows, and sends the whole set', async () => {
    const service = await withAddons()
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Change plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of sub_ada' })
    const seats = await within(dialog).findByRole('textbox', { name: /Quantity of Extra seat \(plan 20\)/ })
    expect(seats).toHaveValue('1')

    // Offered: the EUR monthly add-ons; not the one in dollars, nor the yearly one.
    const picker = within(dialog)
      .getAllByLabelText('Add-ons')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!
    await user.click(picker)
    const options = await screen.findByRole('listbox')
    await waitFor(() => expect(within(options).getByRole('option', { name: /Priority support/ })).toBeVisible())
    expect(within(options).queryByRole('option', { name: /Dollar seat/ })).toBeNull()
    expect(within(options).queryByRole('option', { name: /Yearly seat/ })).toBeNull()
    await user.click(within(options).getByRole('option', { name: /Priority support/ }))
    expect(within(dialog).getByRole('textbox', { name: /Quantity of Priority support/ })).toHaveValue('1')
    await user.clear(seats)
    await user.type(seats, '3')

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    const preview = await within(dialog).findByRole('region', { name: 'Preview' })
    const next = within(preview).getByRole('table', { name: 'Each period after: lines' })
    expect(next).toHaveTextContent('Extra seat3€30.00')
    expect(next).toHaveTextContent('Priority support1€25.00')
    expect(preview).toHaveTextContent('Each period after: €104.00')

    // Another quantity asks for a new preview before anything can be submitted.
    await user.clear(seats)
    await user.type(seats, '2')
    expect(within(dialog).queryByRole('button', { name: 'Change plan' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent('Each period after: €94.00'),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }))
    await within(dialog).findByRole('link', { name: 'Payment page of the change' })
    expect(await callsTo(service, '/merchant/subscription/update_submit')).toHaveLength(1)
    const [subscription] = (await stored(service)).subscriptions as { pendingUpdates: { updateAddonData: string }[] }[]
    expect(JSON.parse(subscription.pendingUpdates[0].updateAddonData)).toEqual([
      { addonPlanId: 20, quantity: 2 },
      { addonPlanId: 21, quantity: 1 },
    ])
  })

  it('refuses a quantity of 0 at its field, nothing sent', async () => {
    const service = await withAddons()
    await renderPage('/subscriptions/sub_ada', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(actions()).findByRole('button', { name: 'Change plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of sub_ada' })
    const seats = await within(dialog).findByRole('textbox', { name: /Quantity of Extra seat/ })
    await user.clear(seats)
    await user.type(seats, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText(/Add-on quantity/)).toBeVisible()
    expect(await callsTo(service, '/merchant/subscription/update_preview')).toEqual([])
  })
})
