import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

const NEW = '/merchant/invoice/new'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 }],
    users: [{ id: 1, email: 'ada@example.test', firstName: 'Ada', gatewayId: 1 }],
  })
  return service
}

type Stored = { invoiceId: string; status: number; totalAmount: number; invoiceName: string; isDeleted: number; lines: unknown[] }
async function stored(service: ReturnType<typeof testService>) {
  const { body } = await service.sandbox.control<{ collections: { invoices: Stored[] } }>('state')
  return body.data.collections.invoices
}

describe('one-off invoices', () => {
  it('makes a draft for the customer, refusing bad input at the field and keeping it on a service error', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: NEW, status: 503, times: 1, message: 'Try later' })
    const { router } = await renderPage('/users/1', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'New invoice' }))
    const dialog = await screen.findByRole('dialog', { name: 'New invoice for customer 1' })
    const field = (name: RegExp, scope: HTMLElement = dialog) => within(scope).getByRole('textbox', { name })
    await user.click(await within(dialog).findByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(field(/Currency/)).toHaveAccessibleDescription(/required/i))
    const first = within(dialog).getByRole('group', { name: 'Line 1' })
    expect(field(/Item/, first)).toHaveAccessibleDescription(/required/i)
    expect(field(/Unit amount/, first)).toHaveAccessibleDescription(/Enter the unit amount/)
    await user.type(field(/Currency/), 'eur')
    await user.clear(field(/Tax rate/))
    await user.type(field(/Tax rate/), '20')
    await user.type(field(/Item/, first), 'Setup')
    await user.type(field(/Unit amount/, first), '100')
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }))
    const second = within(dialog).getByRole('group', { name: 'Line 2' })
    await user.type(field(/Item/, second), 'Training')
    await user.type(field(/Unit amount/, second), '50.005')
    await user.clear(field(/Quantity/, second))
    await user.type(field(/Quantity/, second), '2')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(field(/Unit amount/, second)).toHaveAccessibleDescription(/EUR|decimal|cent|digits/i))
    expect(await callsTo(service, NEW)).toEqual([])
    await user.clear(field(/Unit amount/, second))
    await user.type(field(/Unit amount/, second), '50')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try later')
    expect(field(/Item/, second)).toHaveValue('Training')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/invoices\/.+/))
    const [draft] = await stored(service)
    expect(draft).toMatchObject({ status: 1, totalAmount: 24_000, isDeleted: 0 })
    expect(router.state.location.pathname).toBe(`/invoices/${draft.invoiceId}`)
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeVisible()
  })

  it('edits a draft sending every field, publishes it with its days to pay, and deletes another', async () => {
    const service = await seeded()
    const { router } = await renderPage('/invoices', { service })
    const user = userEvent.setup({ delay: null })
    const make = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: 'New invoice' }))
      const dialog = await screen.findByRole('dialog', { name: 'New invoice' })
      await user.type(await within(dialog).findByRole('textbox', { name: /Customer ID/ }), '1')
      await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), name)
      await user.type(within(dialog).getByRole('textbox', { name: /Currency/ }), 'USD')
      await user.type(within(dialog).getByRole('textbox', { name: /Item/ }), 'Setup')
      await user.type(within(dialog).getByRole('textbox', { name: /Unit amount/ }), '10')
      await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/invoices\/.+/))
      return router.state.location.pathname.split('/').pop()!
    }
    const first = await make('Setup fee')
    await user.click(await screen.findByRole('button', { name: 'Edit draft' }))
    const edit = await screen.findByRole('dialog', { name: `Edit draft invoice ${first}` })
    expect(within(edit).getByRole('textbox', { name: /^Name/ })).toHaveValue('Setup fee')
    await user.clear(within(edit).getByRole('textbox', { name: /^Name/ }))
    await user.clear(within(edit).getByRole('textbox', { name: /Unit amount/ }))
    await user.type(within(edit).getByRole('textbox', { name: /Unit amount/ }), '12.50')
    await user.click(within(edit).getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText(`Draft invoice ${first} is saved.`)).toBeVisible()
    expect((await stored(service)).find((invoice) => invoice.invoiceId === first)).toMatchObject({
      invoiceName: '',
      totalAmount: 1250,
    })

    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const publish = await screen.findByRole('dialog', { name: `Publish invoice ${first}?` })
    const days = within(publish).getByRole('textbox', { name: /Days until due/ })
    await user.clear(days)
    await user.type(days, '0')
    await user.click(within(publish).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(days).toHaveAccessibleDescription(/at least 1|positive|greater/i))
    await user.clear(days)
    await user.type(days, '14')
    await user.click(within(publish).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText(/is published/)).toBeVisible()
    expect((await stored(service)).find((invoice) => invoice.invoiceId === first)).toMatchObject({ status: 2 })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit draft' })).toBeNull())

    await router.navigate({ to: '/invoices' })
    const second = await make('Mistake')
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }))
    const confirm = await screen.findByRole('dialog', { name: `Delete draft invoice ${second}?` })
    await user.click(within(confirm).getByRole('button', { name: 'Delete the draft' }))
    expect(await screen.findByText(`Draft invoice ${second} is deleted.`)).toBeVisible()
    expect((await stored(service)).find((invoice) => invoice.invoiceId === second)).toMatchObject({ isDeleted: 1 })
  })
})
