import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

type StoredCode = { id: number; status: number; quantity: number; isDeleted?: number }

async function seeded(status: number) {
  const service = testService()
  await service.sandbox.control('seed', {
    discountCodes: [
      { id: 31, code: 'SPRING25', status, quantity: 20, discountType: 1, discountPercentage: 2500, billingType: 1 },
    ],
  })
  return service
}

async function stored(service: ReturnType<typeof testService>) {
  const { body } = await service.sandbox.control<{ collections: { discountCodes: StoredCode[] } }>('state')
  return body.data.collections.discountCodes.find((code) => code.id === 31)
}

describe('discount code page: state changes and the quantity increase', () => {
  it('activates an editable code after saying what it does, then offers to deactivate it', async () => {
    const service = await seeded(1)
    await renderPage('/discounts/codes/31', { service })
    const user = userEvent.setup({ delay: null })
    const actions = await screen.findByRole('group', { name: 'Actions' })
    expect(within(actions).queryByRole('button', { name: 'Deactivate' })).toBeNull()
    await user.click(await within(actions).findByRole('button', { name: 'Activate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Activate SPRING25?' })
    expect(dialog).toHaveTextContent('can no longer be edited')
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }))
    expect(await screen.findByText('The code is active.')).toBeVisible()
    expect((await stored(service))?.status).toBe(2)
    expect(await within(actions).findByRole('button', { name: 'Deactivate' })).toBeVisible()
  })

  it('increases the quantity; a fraction is refused before sending', async () => {
    const service = await seeded(2)
    await renderPage('/discounts/codes/31', { service })
    const user = userEvent.setup({ delay: null })
    const form = await screen.findByRole('form', { name: 'Increase the quantity' })
    const amount = within(form).getByLabelText('Quantity to add', { exact: false })
    await user.type(amount, '2.5')
    await user.click(within(form).getByRole('button', { name: 'Increase quantity' }))
    expect(await within(form).findByText('Amount must be a whole number')).toBeVisible()
    expect(await callsTo(service, '/merchant/discount/quantity_increment')).toHaveLength(0)
    await user.clear(amount)
    await user.type(amount, '5')
    await user.click(within(form).getByRole('button', { name: 'Increase quantity' }))
    expect(await screen.findByText('The quantity was increased by 5.')).toBeVisible()
    expect((await stored(service))?.quantity).toBe(25)
  })
})
