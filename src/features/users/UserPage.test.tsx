import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { answering, callsTo, holdingAnswers, quietRouteErrors } from '../../testing/service'

const GET = '/merchant/user/get'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    gateways: [
      { gatewayId: 1, gatewayName: 'stripe', displayName: 'Card payments', gatewayPaymentTypes: [{ paymentType: 'card' }] },
    ],
    users: [
      {
        id: 3,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        gatewayId: 1,
        promoCreditAccounts: [{ currency: 'EUR', amount: 5_000 }],
      },
    ],
    subscriptions: [
      { subscriptionId: 'sub_ada_1', userId: 3, status: 2, amount: 1_000, currency: 'EUR', createTime: 1_767_225_600 },
      { subscriptionId: 'sub_ada_2', userId: 3, status: 5, amount: 2_000, currency: 'EUR', createTime: 1_767_225_700 },
    ],
    invoices: [{ invoiceId: 'in_ada_1', userId: 3, subscriptionId: 'sub_ada_1', currency: 'EUR', totalAmount: 1_000, status: 3 }],
  })
  return service
}

describe('user page: its states', () => {
  it('announces the loading state until the user arrives', async () => {
    const { service, release } = holdingAnswers(await seeded(), GET)
    await renderPage('/users/3', { service })
    expect(screen.getByRole('heading', { level: 1, name: 'User 3' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the user')
    release()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
  })

  it('asks for the customer’s subscriptions and invoices with the customer, not once the customer is drawn', async () => {
    const seededService = await seeded()
    const { service, release } = holdingAnswers(seededService, GET)
    await renderPage('/users/3?invoicesPage=1', { service })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the user')
    // The customer's answer is still held: the lists' requests left with it, at the page the address names.
    await waitFor(async () => expect(await callsTo(seededService, '/merchant/subscription/list')).toHaveLength(1))
    // The page of the invoices list, and the summary's last payment and open invoices.
    const invoices = await callsTo(seededService, '/merchant/invoice/list')
    expect(invoices).toHaveLength(3)
    release()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    expect(await screen.findByRole('table', { name: 'Subscriptions of the customer' })).toBeVisible()
  })

  it('shows a failure with its request id, and Retry loads the user', async () => {
    const service = await seeded()
    // A refusal is not retried by the client, so the page shows it at once.
    await service.sandbox.control('faults', { path: GET, status: 400, times: 1, message: 'User store unavailable' })
    await renderPage('/users/3', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The user could not be loaded')
    expect(alert).toHaveTextContent('User store unavailable')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
  })

  it('says a user does not exist, and offers to open another', async () => {
    await renderPage('/users/999', { service: await seeded() })
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
    expect(screen.getByText('There is no user with ID 999')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Open another user' })).toBeVisible()
  })

  it('says when the service answers without the user', async () => {
    await renderPage('/users/3', { service: answering(await seeded(), GET, { user: null }) })
    expect(await screen.findByText('The service answered without the user.')).toBeVisible()
  })

  it('refuses an address that names no user, and opens one from there', async () => {
    quietRouteErrors()
    const service = await seeded()
    const { router } = await renderPage('/users/abc', { service })
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid user ID' })).toBeVisible()
    expect(screen.getByText('“abc”: User id must be a whole number.')).toBeVisible()
    expect(await callsTo(service, GET)).toEqual([])
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), '2.5')
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByText('User id must be a whole number')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveFocus()
    await user.clear(screen.getByRole('textbox', { name: 'User ID' }))
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), '3{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/users/3')
  })

  it('shows the user with the customer’s subscriptions and invoices, each linking to its page', async () => {
    await renderPage('/users/3', { service: await seeded() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    const subscriptions = await screen.findByRole('table', { name: 'Subscriptions of the customer' })
    expect(
      within(subscriptions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['sub_ada_2', 'sub_ada_1'])
    expect(within(subscriptions).getByRole('link', { name: 'sub_ada_1' })).toHaveAttribute('href', '/subscriptions/sub_ada_1')
    expect(screen.getByRole('region', { name: 'Subscriptions (2)' })).toBeVisible()
    const invoices = await screen.findByRole('table', { name: 'Invoices of the customer' })
    expect(within(invoices).getByRole('link', { name: 'in_ada_1' })).toHaveAttribute('href', '/invoices/in_ada_1')
  })

  it('says when the service offers no list of the customer’s subscriptions or invoices', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/users/3', { service })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    expect(await screen.findByText('This service offers no list of subscriptions.')).toBeVisible()
    expect(await screen.findByText('This service offers no list of invoices.')).toBeVisible()
  })
})

describe('user page: focus and the forms’ refusals', () => {
  it('the gateway dialog takes the focus, refuses each bad gateway id at the field, sends nothing, and gives the focus back', async () => {
    const service = await seeded()
    await renderPage('/users/3', { service })
    const user = userEvent.setup({ delay: null })
    const change = await screen.findByRole('button', { name: 'Change default gateway' })
    await user.click(change)
    const dialog = await screen.findByRole('dialog', { name: 'Change default gateway' })
    const gatewayId = within(dialog).getByRole('textbox', { name: 'Gateway ID' })
    await waitFor(() => expect(gatewayId).toHaveFocus())
    expect(gatewayId).toHaveAttribute('inputmode', 'numeric')
    for (const [typed, message] of [
      ['', 'Enter a gateway ID'],
      ['abc', 'Gateway id must be a whole number'],
      ['1.5', 'Gateway id must be a whole number'],
      ['0', 'Gateway id must be greater than 0'],
      ['-2', 'Gateway id must be greater than 0'],
    ]) {
      await user.clear(gatewayId)
      if (typed) await user.type(gatewayId, typed)
      await user.click(within(dialog).getByRole('button', { name: 'Change gateway' }))
      await waitFor(() => expect(gatewayId).toHaveAccessibleDescription(expect.stringContaining(message)))
      expect(gatewayId).toHaveAttribute('aria-invalid', 'true')
      expect(gatewayId).toHaveFocus()
    }
    expect(await callsTo(service, '/merchant/user/change_gateway')).toEqual([])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(change).toHaveFocus())
  })

  it('the promo credit form refuses zero, a negative, a fraction and emptying the account, and sends nothing', async () => {
    const service = await seeded()
    await renderPage('/users/3', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Promo credit' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Decrease EUR promo credit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decrease EUR promo credit' })
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to take off' })
    expect(amount).toHaveAttribute('inputmode', 'numeric')
    for (const [typed, message] of [
      ['', 'Enter the number of credits to take off'],
      ['0', 'Amount must be greater than 0'],
      ['-5', 'Amount must be greater than 0'],
      ['2.5', 'Amount must be a whole number'],
      ['5000', 'The balance must stay above 0: taking 5,000 credits off 5,000 credits would leave 0 credits'],
    ]) {
      await user.clear(amount)
      if (typed) await user.type(amount, typed)
      await user.click(within(dialog).getByRole('button', { name: 'Review decrease' }))
      await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)))
      expect(amount).toHaveFocus()
    }
    expect(await callsTo(service, '/merchant/credit/promo_credit_decrement')).toEqual([])

    // The confirmation takes the focus; Back gives it to the amount, with the input kept.
    await user.clear(amount)
    await user.type(amount, '100')
    await user.click(within(dialog).getByRole('button', { name: 'Review decrease' }))
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm decrease' })
    await waitFor(() => expect(confirm).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    const again = await within(dialog).findByRole('textbox', { name: 'Amount to take off' })
    await waitFor(() => expect(again).toHaveFocus())
    expect(again).toHaveValue('100')
    expect(await callsTo(service, '/merchant/credit/promo_credit_decrement')).toEqual([])
  })
})
