import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sentCalls } from '../../testing/calls'
import { renderPage, testService } from '../../testing/render'
import { refusingUntilCleared } from '../../testing/service'

const DETAIL = '/merchant/discount/detail'
const DECREASE = '/merchant/discount/decrease_quantity'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    plans: [{ id: 3, planName: 'Pro monthly' }],
    discountCodes: [
      {
        id: 31,
        code: 'SPRING25',
        name: 'Spring sale',
        quantity: 20,
        usedQuantity: 5,
        discountType: 1,
        discountPercentage: 2500,
        planApplyType: 1,
        planIds: [3],
      },
    ],
  })
  return service
}

describe('discount code page', () => {
  it('shows the code as it is now, before any change: usage, terms and named plans', async () => {
    await renderPage('/discounts/codes/31', { service: await seeded() })
    const summary = await screen.findByRole('region', { name: 'Summary' })
    expect(await within(summary).findByRole('group', { name: 'Used' })).toHaveTextContent('5 of 20')
    expect(within(summary).getByRole('group', { name: 'Used' })).toHaveTextContent('15 left')
    expect(within(summary).getByRole('group', { name: 'Discount' })).toHaveTextContent('25 %')
    expect(within(summary).getByRole('group', { name: 'Applies to' })).toHaveTextContent('The listed plans')
    expect(within(summary).getByRole('group', { name: 'Applies to' })).toHaveTextContent('Pro monthly')
    // The decrease is among the summary's actions.
    expect(
      within(within(summary).getByRole('group', { name: 'Actions' })).getByRole('form', { name: 'Decrease the quantity' }),
    ).toBeVisible()
    // Every other field waits, folded, under "All details".
    expect(screen.queryByRole('region', { name: 'Record' })).toBeNull()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'All details' }))
    expect(await screen.findByRole('region', { name: 'Record' })).toHaveTextContent('Spring sale')
    expect(within(screen.getByRole('region', { name: 'Discount' })).getByText('25 %')).toBeVisible()
    expect(within(screen.getByRole('region', { name: 'Plans' })).getByRole('list', { name: 'Plan IDs' })).toHaveTextContent(
      'Plan 3 · Pro monthly',
    )
    expect(screen.getByRole('form', { name: 'Decrease the quantity' })).toBeVisible()
    expect(document.title).toBe('Discount code 31 · Merchant Billing Dashboard')
  })

  it('announces the code while it loads', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: DETAIL, delayMs: 5000 })
    await renderPage('/discounts/codes/31', { service })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the discount code')
  })

  it('shows a failure with its request id, and Retry loads the code', async () => {
    const service = await seeded()
    const clear = await refusingUntilCleared(service, { path: DETAIL, status: 400, code: 50, message: 'Discounts unavailable' })
    await renderPage('/discounts/codes/31', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The discount code could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await clear()
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(
      await within(await screen.findByRole('region', { name: 'Summary' })).findByRole('group', { name: 'Used' }),
    ).toBeVisible()
  })

  it('says an unknown code was not found, offers another, and offers no decrease', async () => {
    await renderPage('/discounts/codes/404', { service: await seeded() })
    expect(await screen.findByRole('alert')).toHaveTextContent('The discount code was not found')
    expect(screen.getByRole('textbox', { name: 'Discount code ID' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Decrease the quantity' })).toBeNull()
  })

  it('refuses an address that is not a code id', async () => {
    await renderPage('/discounts/codes/1.5')
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid discount code ID' })).toBeVisible()
    expect(screen.getByText(/Discount id must be a whole number/)).toBeVisible()
  })

  it('on a service without the detail call, says so in one line and shows the fields a decrease returns', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/discounts/codes/31', { service })
    expect(await screen.findByRole('note')).toHaveTextContent('This service does not show a discount code')
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: /^Quantity to subtract/ }), '5')
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decrease by 5' }))
    expect(await screen.findByText(/It is now 15\./)).toBeVisible()
    expect(await screen.findByRole('region', { name: 'Scope and limits' })).toHaveTextContent('15')
  })
})

describe('decrease quantity form', () => {
  const amount = () => screen.getByRole('textbox', { name: /^Quantity to subtract/ })

  async function open() {
    const service = await seeded()
    await renderPage('/discounts/codes/31', { service })
    await within(await screen.findByRole('region', { name: 'Summary' })).findByRole('group', { name: 'Used' })
    const user = userEvent.setup({ delay: null })
    const submit = async (typed: string) => {
      await user.clear(amount())
      if (typed) await user.type(amount(), typed)
      await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    }
    return { service, user, submit }
  }

  it('refuses a missing, fractional, zero or negative amount at the field, focused, and asks nothing', async () => {
    const { service, submit } = await open()
    for (const [typed, message] of [
      ['', 'Enter the quantity to subtract'],
      ['2.5', 'Amount must be a whole number'],
      ['0', 'Amount must be greater than 0'],
      ['-3', 'Amount must be greater than 0'],
    ]) {
      await submit(typed)
      await waitFor(() => expect(amount()).toHaveAccessibleDescription(expect.stringContaining(message)))
      expect(amount()).toHaveAttribute('aria-invalid', 'true')
      expect(amount()).toHaveFocus()
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    expect(await sentCalls(service, DECREASE)).toEqual([])
  })

  it('asks first, with Cancel focused, then decreases once and shows the new state', async () => {
    const { service, user, submit } = await open()
    await submit('4')
    const dialog = await screen.findByRole('dialog', { name: 'Decrease the quantity?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    const confirm = within(dialog).getByRole('button', { name: 'Decrease by 4' })
    await user.dblClick(confirm)
    expect(await screen.findByText(/It is now 16\./)).toBeVisible()
    await waitFor(() => expect(screen.getByRole('group', { name: 'Used' })).toHaveTextContent('11 left'))
    expect(await sentCalls(service, DECREASE)).toHaveLength(1)
  })
})
