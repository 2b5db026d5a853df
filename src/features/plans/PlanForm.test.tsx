import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

type StoredPlan = { id: number; planName: string; status: number; amount: number; currency: string; type: number }

describe('plans: the create form', () => {
  it('creates a one-time add-on without an interval, refusing a fractional price first, and opens its details', async () => {
    const service = testService()
    await renderPage('/plans', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'New plan' }))
    const form = await screen.findByRole('form', { name: 'New plan' })
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Setup fee')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'One-time add-on')
    expect(within(form).queryByRole('textbox', { name: 'Billed every' })).toBeNull()
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '100')
    await user.type(within(form).getByRole('textbox', { name: 'Currency' }), 'JPY')
    await user.clear(within(form).getByRole('textbox', { name: 'Price' }))
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '100.5')
    await user.click(within(form).getByRole('button', { name: 'Create plan' }))
    expect(await within(form).findByText('JPY amounts have no decimal places')).toBeVisible()
    expect(await callsTo(service, '/merchant/plan/new')).toHaveLength(0)

    await user.clear(within(form).getByRole('textbox', { name: 'Price' }))
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '5000')
    await user.click(within(form).getByRole('button', { name: 'Create plan' }))
    expect(await screen.findByRole('dialog', { name: /Setup fee \(plan \d+\)/ })).toBeVisible()
    const { body } = await service.sandbox.control<{ collections: { plans: StoredPlan[] } }>('state')
    expect(body.data.collections.plans.find((plan) => plan.planName === 'Setup fee')).toMatchObject({
      status: 1,
      amount: 5000,
      currency: 'JPY',
      type: 3,
    })
  })
})
