import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sentCalls } from '../../testing/calls'
import { renderPage, showFilters, testService } from '../../testing/render'
import { refusingUntilCleared } from '../../testing/service'

const LIST = '/merchant/invoice/list'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [{ id: 9, email: 'margaret@example.test', firstName: 'Margaret', lastName: 'Hamilton' }],
    invoices: [
      { invoiceId: 'in_a', userId: 9, currency: 'EUR', totalAmount: 1250, status: 1 },
      { invoiceId: 'in_b', userId: 9, currency: 'USD', totalAmount: 90_000, status: 3 },
      { invoiceId: 'in_c', userId: 9, currency: 'EUR', totalAmount: 4000, status: 3 },
    ],
  })
  return service
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1)
const invoiceLinks = () => rows().map((row) => within(row).getByRole('link').textContent)

describe('invoices list', () => {
  it('lists the invoices with their count, each linking to its page; its one search opens an invoice by its ID', async () => {
    const { router } = await renderPage('/invoices', { service: await seeded() })
    await screen.findByRole('table', { name: 'Invoices' })
    expect(screen.getByText('3 invoices')).toBeVisible()
    const first = within(screen.getByRole('table', { name: 'Invoices' })).getByRole('link', { name: 'in_a' })
    expect(first).toHaveAttribute('href', '/invoices/in_a')
    expect(rows().find((row) => row.textContent?.includes('in_a'))).toHaveTextContent('€12.50')
    // No second, open-by-id panel: the list's search takes the ID.
    expect(screen.queryByRole('textbox', { name: 'Invoice ID' })).toBeNull()
    showFilters()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'E-mail contains' }), 'in_b')
    expect(await screen.findByText('Enter opens invoice in_b')).toBeVisible()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/in_b'))
  })

  it('applies typed filters in the chosen currency’s units, and the chosen statuses', async () => {
    const service = await seeded()
    const { router } = await renderPage('/invoices', { service })
    await screen.findByRole('table', { name: 'Invoices' })
    const user = userEvent.setup({ delay: null })
    showFilters()
    const form = screen.getByRole('form', { name: 'Filter invoices' })
    await user.type(within(form).getByRole('textbox', { name: 'Currency' }), 'eur')
    await user.type(within(form).getByRole('textbox', { name: 'Minimum amount, in the currency' }), '20')
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(invoiceLinks()).toEqual(['in_c']))
    expect(router.state.location.search).toMatchObject({ currency: 'EUR', amountStart: 2000 })

    await user.click(screen.getByRole('checkbox', { name: 'Open' }))
    await screen.findByText('No invoices match the filters')
    expect(router.state.location.search).toMatchObject({ status: [1] })
    const last = (await sentCalls(service, LIST)).at(-1)
    expect(last?.status).toBe(200)
  })

  it('refuses each bad filter at its field and sends nothing', async () => {
    const service = await seeded()
    await renderPage('/invoices', { service })
    await screen.findByRole('table', { name: 'Invoices' })
    const before = (await sentCalls(service, LIST)).length
    const user = userEvent.setup({ delay: null })
    showFilters()
    const form = screen.getByRole('form', { name: 'Filter invoices' })
    const field = (name: string) => within(form).getByRole('textbox', { name })
    const apply = () => user.click(within(form).getByRole('button', { name: 'Apply filters' }))
    const refused = async (name: string, message: string) => {
      await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'))
      expect(field(name)).toHaveAccessibleDescription(message)
    }

    await user.type(field('Customer ID'), '2.5')
    await apply()
    await refused('Customer ID', 'User id must be a whole number')
    expect(field('Customer ID')).toHaveFocus()

    await user.clear(field('Customer ID'))
    await user.type(field('Minimum amount, in the currency'), '10')
    await apply()
    await refused('Minimum amount, in the currency', 'Choose a currency: the amounts are in its units')

    await user.type(field('Currency'), 'eur')
    await user.type(field('Maximum amount, in the currency'), '5.125')
    await user.type(field('Customer ID'), '0')
    await apply()
    await refused('Maximum amount, in the currency', 'EUR amounts have at most 2 decimal places')
    await refused('Customer ID', 'User id must be greater than 0')
    await user.clear(field('Customer ID'))

    await user.clear(field('Maximum amount, in the currency'))
    await user.type(field('Maximum amount, in the currency'), '5')
    await apply()
    await refused('Maximum amount, in the currency', 'Maximum amount must not be less than the minimum amount')

    await user.clear(field('Currency'))
    await user.type(field('Currency'), 'e1')
    await apply()
    await refused('Currency', 'Currency must be a three-letter upper-case code, for example EUR')
    expect(await sentCalls(service, LIST)).toHaveLength(before)
  })

  it('falls back to no filter on a bad value in the address, with no error', async () => {
    const service = await seeded()
    const { router } = await renderPage(
      '/invoices?page=-3&count=7&status=%5B99%5D&currency=%22euro%22&userId=0&sortField=%22price%22',
      {
        service,
      },
    )
    await screen.findByRole('table', { name: 'Invoices' })
    expect(invoiceLinks()).toHaveLength(3)
    expect(router.state.location.search).toEqual({})
    expect((await sentCalls(service, LIST)).every((call) => call.status === 200)).toBe(true)
  })

  it('shows a refusal with its request id and keeps the filters', async () => {
    const service = await seeded()
    await refusingUntilCleared(service, { path: LIST, status: 400, code: 51, message: 'sortField should one of …' })
    await renderPage('/invoices?currency=%22EUR%22', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The invoices could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR')
  })

  it('on a service without the list, says so in one line and offers to open an invoice by its id', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/invoices', { service })
    expect(await screen.findByRole('note')).toHaveTextContent('This service offers no list of invoices: open one by its ID.')
    // The lookup's code loads once the service has said it has no list.
    expect(await screen.findByRole('textbox', { name: 'Invoice ID' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Filter invoices' })).toBeNull()
  })
})
