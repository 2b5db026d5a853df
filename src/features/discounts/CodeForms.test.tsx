import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

type StoredCode = { id: number; code: string; status: number; discountPercentage: number; quantity: number; userLimit: number }

async function storedCodes(service: ReturnType<typeof testService>) {
  const { body } = await service.sandbox.control<{ collections: { discountCodes: StoredCode[] } }>('state')
  return body.data.collections.discountCodes
}

describe('discount codes: the create and edit forms', () => {
  it('creates and activates a code from the list, refusing a fraction first, then opens it', async () => {
    const service = testService()
    const { router } = await renderPage('/discounts', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'New code' }))
    const form = await screen.findByRole('form', { name: 'New discount code' })
    await user.type(within(form).getByLabelText('Code', { exact: false }), 'AUTUMN')
    await user.type(within(form).getByLabelText('Percentage off', { exact: false }), '10.125')
    await user.click(within(form).getByRole('button', { name: 'Create and activate' }))
    expect(await within(form).findByText('A percentage has at most two decimal places')).toBeVisible()
    expect(await callsTo(service, '/merchant/discount/new')).toHaveLength(0)

    await user.clear(within(form).getByLabelText('Percentage off', { exact: false }))
    await user.type(within(form).getByLabelText('Percentage off', { exact: false }), '10')
    await user.click(within(form).getByRole('button', { name: 'Create and activate' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/discounts\/codes\/\d+$/))
    const created = (await storedCodes(service)).find((code) => code.code === 'AUTUMN')
    expect(created).toMatchObject({ status: 2, discountPercentage: 1000 })
  })

  it('shows the frozen fields of an active code read-only and sends only what it still takes', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      discountCodes: [
        {
          id: 31,
          code: 'SPRING25',
          status: 2,
          quantity: 20,
          discountType: 1,
          discountPercentage: 2500,
          billingType: 1,
          startTime: 1_800_000_000,
          endTime: 1_800_086_400,
        },
      ],
    })
    await renderPage('/discounts/codes/31', { service })
    const user = userEvent.setup({ delay: null })
    const actions = await screen.findByRole('group', { name: 'Actions' })
    await user.click(await within(actions).findByRole('button', { name: 'Edit' }))
    const form = await screen.findByRole('form', { name: 'Edit the discount code' })
    expect(within(form).getByLabelText('Percentage off', { exact: false })).toHaveAttribute('readonly')
    expect(within(form).getByLabelText('Quantity', { exact: false })).toHaveAttribute('readonly')
    expect(within(form).getByRole('radio', { name: 'Fixed amount' })).toBeDisabled()
    await user.type(within(form).getByLabelText('Uses per customer', { exact: false }), '3')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('SPRING25 was saved.')).toBeVisible()
    expect((await storedCodes(service)).find((code) => code.id === 31)).toMatchObject({
      userLimit: 3,
      quantity: 20,
      discountPercentage: 2500,
    })
  })
})
