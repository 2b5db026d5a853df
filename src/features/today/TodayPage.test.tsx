import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { refusingUntilCleared } from '../../testing/service'

async function seeded() {
  const service = testService()
  const now = Math.floor(Date.now() / 1000)
  await service.sandbox.control('seed', {
    users: [
      { id: 1, email: 'ada@example.test', createTime: now - 60 },
      { id: 2, email: 'bob@example.test', createTime: 1_600_000_000 },
    ],
    subscriptions: [
      { subscriptionId: 'sub_p', userId: 1, status: 1 },
      { subscriptionId: 'sub_i', userId: 1, status: 7 },
      { subscriptionId: 'sub_a', userId: 2, status: 2 },
    ],
    invoices: [
      {
        invoiceId: 'in_w',
        userId: 1,
        status: 2,
        payments: [
          { paymentId: 'pay_failed_new', status: 30, totalAmount: 100, createTime: now - 3 * 86_400 },
          { paymentId: 'pay_failed_old', status: 30, totalAmount: 100, createTime: now - 8 * 86_400 },
        ],
      },
      {
        invoiceId: 'in_p',
        userId: 2,
        status: 3,
        payments: [{ paymentId: 'pay_ok', status: 20, totalAmount: 100, createTime: now - 60 }],
      },
    ],
  })
  return service
}

const card = (name: string) => screen.getByRole('region', { name })

describe('Today', () => {
  it('counts each area on its own, each number opening its list with the same filter', async () => {
    await renderPage('/', { service: await seeded() })
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument()
    await waitFor(() => expect(within(card('Invoices waiting for payment')).getByRole('link')).toHaveTextContent('1'))
    expect(within(card('Invoices waiting for payment')).getByRole('link')).toHaveAttribute('href', '/invoices?status=%5B2%5D')
    await waitFor(() => expect(within(card('Subscriptions pending or incomplete')).getByRole('link')).toHaveTextContent('2'))
    expect(within(card('Subscriptions pending or incomplete')).getByRole('link')).toHaveAttribute(
      'href',
      '/subscriptions?status=%5B1%2C7%5D',
    )
    await waitFor(() => expect(within(card('New customers this month')).getByRole('link')).toHaveTextContent('1'))
    expect(within(card('New customers this month')).getByRole('link').getAttribute('href')).toMatch(
      /^\/users\?createTimeStart=\d+$/,
    )
    const failed = card('Failed payments in the last 7 days')
    await waitFor(() => expect(within(failed).getByRole('link')).toHaveTextContent('1'))
    const href = within(failed).getByRole('link').getAttribute('href') ?? ''
    expect(href).toMatch(/^\/payments\?status=%5B2%5D&createTimeStart=\d+$/)
    const since = Number(new URLSearchParams(href.split('?')[1]).get('createTimeStart'))
    expect(Math.abs(since - (Math.floor(Date.now() / 1000) - 7 * 86_400))).toBeLessThan(120)
  })

  it('shows a failing count’s error on its card alone, and counts again on Retry', async () => {
    const user = userEvent.setup()
    const service = await seeded()
    const clear = await refusingUntilCleared(service, {
      path: '/merchant/invoice/list',
      status: 500,
      message: 'Ledger unavailable',
    })
    await renderPage('/', { service })
    await waitFor(() =>
      expect(within(card('Invoices waiting for payment')).getByRole('alert')).toHaveTextContent('Ledger unavailable'),
    )
    await waitFor(() => expect(within(card('Subscriptions pending or incomplete')).getByRole('link')).toHaveTextContent('2'))
    expect(within(card('New customers this month')).getByRole('link')).toHaveTextContent('1')
    await clear()
    await user.click(within(card('Invoices waiting for payment')).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(card('Invoices waiting for payment')).getByRole('link')).toHaveTextContent('1'))
  })

  it('leaves out a count the service does not offer', async () => {
    const inner = await seeded()
    const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === '/merchant/user/count'
        ? Promise.resolve(new Response('Unknown path: /merchant/user/count', { status: 404 }))
        : inner.fetch(input, init)
    await renderPage('/', { service: { ...inner, fetch } })
    await waitFor(() => expect(within(card('Subscriptions pending or incomplete')).getByRole('link')).toHaveTextContent('2'))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New customers this month' })).not.toBeInTheDocument())
    expect(card('Invoices waiting for payment')).toBeInTheDocument()
  })
})
