import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sentCalls } from '../../testing/calls'
import { renderPage, testService } from '../../testing/render'
import { refusingUntilCleared } from '../../testing/service'

const DETAIL = '/merchant/invoice/detail'
const PDF = '/merchant/invoice/pdf_update'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [{ id: 9, email: 'margaret@example.test', firstName: 'Margaret', lastName: 'Hamilton' }],
    invoices: [
      {
        invoiceId: 'in_7',
        userId: 9,
        subscriptionId: 'sub_9',
        currency: 'EUR',
        totalAmount: 12_100,
        subtotal: 10_000,
        taxAmount: 2100,
        taxPercentage: 2100,
        status: 3,
        productName: 'Pro yearly',
        lines: [{ description: 'Pro yearly seats', unitAmount: 5000, quantity: 2, amount: 10_000 }],
        link: 'ftp://files.example.test/in_7',
        metadata: {
          IssueCompanyName: 'Northwind Software Ltd',
          LocalizedCurrency: 'JPY',
          LocalizedExchangeRate: 157.3,
          po: 'PO-7',
        },
        paymentId: 'pay_7',
        payments: [{ paymentId: 'pay_7', status: 20, totalAmount: 12_100 }],
      },
      { invoiceId: 'in_7_cn', userId: 9, currency: 'EUR', totalAmount: 2000, status: 3, refundId: 'ref_1', paymentId: 'pay_7' },
    ],
  })
  return service
}

describe('invoice page', () => {
  it('shows the invoice itself: amounts in its currency, lines, customer and subscription links, settings, credit notes', async () => {
    await renderPage('/invoices/in_7', { service: await seeded() })
    const summary = await screen.findByRole('region', { name: 'Summary' })
    // The status in words; its code only on hover.
    expect(within(summary).getAllByTitle('Code 3')[0]).toHaveTextContent(/^Paid$/)
    expect(within(summary).getByRole('group', { name: 'Amount' })).toHaveTextContent('€121.00')
    expect(within(summary).getByRole('group', { name: 'Amount' })).toHaveTextContent('Tax €21.00 (21 %)')
    expect(within(summary).getByRole('group', { name: 'Customer' })).toHaveTextContent('Margaret Hamilton')
    expect(within(summary).getByRole('group', { name: 'Refunds' })).toHaveTextContent('€20.00 refunded')
    expect(summary).not.toHaveTextContent('3 · paid')

    // Every other field waits, folded, under "All details".
    expect(screen.queryByRole('region', { name: 'Invoice' })).toBeNull()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'All details' }))
    const invoice = await screen.findByRole('region', { name: 'Invoice' })
    expect(invoice).toHaveTextContent('Paid')
    expect(invoice).toHaveTextContent('€121.00')
    expect(invoice).toHaveTextContent('€21.00')
    expect(invoice).toHaveTextContent('21 %')

    const lines = within(screen.getByRole('region', { name: 'Lines (1)' })).getByRole('table', { name: 'Invoice lines' })
    expect(within(lines).getByText('Pro yearly seats')).toBeVisible()
    expect(within(lines).getByText('€50.00')).toBeVisible()

    const parties = screen.getByRole('region', { name: 'Customer, dates and links' })
    expect(within(parties).getByRole('link', { name: 'Margaret Hamilton' })).toHaveAttribute('href', '/users/9')
    expect(within(parties).getByRole('link', { name: 'sub_9' })).toHaveAttribute('href', '/subscriptions/sub_9')
    // Not http(s): shown as text, never a link.
    expect(within(parties).getByText('ftp://files.example.test/in_7')).toBeVisible()
    expect(within(parties).queryByRole('link', { name: 'Open the hosted invoice' })).toBeNull()

    const held = screen.getByRole('region', { name: 'PDF settings held' })
    expect(held).toHaveTextContent('Northwind Software Ltd')
    expect(held).toHaveTextContent('157.3')
    expect(within(held).getByLabelText('Invoice metadata')).toHaveTextContent('"po": "PO-7"')

    const notes = within(screen.getByRole('region', { name: 'Credit notes (1)' })).getByRole('table', { name: 'Credit notes' })
    expect(within(notes).getByRole('link', { name: 'in_7_cn' })).toHaveAttribute('href', '/invoices/in_7_cn')

    expect(await screen.findByRole('table', { name: 'Split payments' })).toBeVisible()
    // The settings' form, at the foot of the page, is drawn once the invoice above it is painted.
    const form = await screen.findByRole('form', { name: 'PDF settings' })
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Software Ltd')
    expect(within(form).getByRole('textbox', { name: /^Exchange rate( \*)?$/ })).toHaveValue('157.3')
  })

  it('announces the invoice while it loads', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: DETAIL, delayMs: 5000 })
    await renderPage('/invoices/in_7', { service })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice')
  })

  it('shows a failure with its request id, and Retry loads the invoice', async () => {
    const service = await seeded()
    const clear = await refusingUntilCleared(service, { path: DETAIL, status: 400, code: 50, message: 'Ledger unavailable' })
    await renderPage('/invoices/in_7', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The invoice could not be loaded')
    expect(alert).toHaveTextContent('Ledger unavailable')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    expect(screen.queryByRole('form', { name: 'PDF settings' })).toBeNull()
    await clear()
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(
      await within(await screen.findByRole('region', { name: 'Summary' })).findByRole('group', { name: 'Amount' }),
    ).toBeVisible()
  })

  it('says an unknown invoice is missing and offers to open another, without the settings form', async () => {
    await renderPage('/invoices/in_nope', { service: await seeded() })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('There is no invoice in_nope')
    expect(alert).toHaveTextContent('Invoice in_nope not found')
    expect(screen.getByRole('button', { name: 'Open another invoice' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'PDF settings' })).toBeNull()
  })

  it('on a service without the detail call, says so in one line and shows the payments and the settings', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/invoices/in_7', { service })
    expect(await screen.findByRole('note')).toHaveTextContent('This service does not show the invoice itself')
    expect(await screen.findByRole('table', { name: 'Split payments' })).toBeVisible()
    expect(await screen.findByRole('form', { name: 'PDF settings' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Invoice' })).toBeNull()
  })

  it('refuses an address without an invoice id, offering the lookup', async () => {
    await renderPage('/invoices/%20')
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid invoice ID' })).toBeVisible()
    expect(screen.getByText(/Invoice id is required/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Invoice ID' })).toBeVisible()
  })
})

describe('PDF settings form', () => {
  async function openForm() {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/invoices/in_7', { service })
    const form = await screen.findByRole('form', { name: 'PDF settings' })
    const user = userEvent.setup({ delay: null })
    const field = (name: string) => within(form).getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) })
    const save = () => user.click(within(form).getByRole('button', { name: 'Save PDF settings (no e-mail)' }))
    const fill = async (name: string, text: string) => {
      await user.click(field(name))
      await user.paste(text)
    }
    return { service, form, user, field, fill, save }
  }

  async function refused(field: (name: string) => HTMLElement, name: string, message: string) {
    const input = field(name)
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
  }

  it('refuses each bad field at the field, focuses the first, and sends nothing', async () => {
    const { service, field, fill, save } = await openForm()
    await fill('Local currency', 'CH')
    await fill('Exchange rate', '1,5')
    await fill('Exchange rate description', 'two')
    await fill('Metadata', '{oops')
    await save()
    await refused(field, 'Local currency', 'Local currency must be a three-letter upper-case code, for example EUR')
    await refused(field, 'Exchange rate', 'Exchange rate must be a number')
    await refused(field, 'Exchange rate description', 'Exchange rate description must be a number')
    await refused(field, 'Metadata', 'Metadata is not valid JSON')
    expect(field('Local currency')).toHaveFocus()
    expect(await sentCalls(service, PDF)).toEqual([])
  })

  it('needs a rate above 0 with a local currency, and metadata that is an object', async () => {
    const { service, field, fill, save } = await openForm()
    await fill('Local currency', 'chf')
    await fill('Metadata', '["a"]')
    await save()
    await refused(field, 'Exchange rate', 'Exchange rate is required when a local currency is set')
    await refused(field, 'Metadata', 'Metadata must be a JSON object, like {"key": "value"}')
    expect(field('Exchange rate')).toHaveFocus()
    await fill('Exchange rate', '0')
    await save()
    await refused(field, 'Exchange rate', 'Exchange rate must be greater than 0')
    expect(await sentCalls(service, PDF)).toEqual([])
  })

  it('saves what it holds once, even when sent twice at once', async () => {
    const { service, user, field, fill } = await openForm()
    await fill('Company name', 'Northwind')
    await user.type(field('Company name'), '{Enter}{Enter}')
    expect(await screen.findByText('PDF settings saved')).toBeVisible()
    expect(await sentCalls(service, PDF)).toHaveLength(1)
  })
})
