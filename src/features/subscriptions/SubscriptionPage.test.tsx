import { describe, expect, it } from 'vitest'
import { quietRouteErrors } from '../../testing/service'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { answering, callsTo, holdingAnswers } from '../../testing/service'

const DETAIL = '/merchant/subscription/detail'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
    plans: [{ id: 7, planName: 'Pro monthly', status: 2, intervalUnit: 'month', intervalCount: 1 }],
    subscriptions: [
      {
        subscriptionId: 'sub_ada',
        userId: 3,
        planId: 7,
        status: 2,
        currency: 'EUR',
        amount: 4_900,
        taxPercentage: 1_900,
        currentPeriodPaid: 1,
        latestInvoiceId: 'in_ada',
      },
    ],
    invoices: [{ invoiceId: 'in_ada', userId: 3, subscriptionId: 'sub_ada', currency: 'EUR', totalAmount: 5_831, status: 3 }],
  })
  return service
}

describe('subscription page', () => {
  it('announces the loading state, then shows the subscription with its customer, plan and latest invoice', async () => {
    const { service, release } = holdingAnswers(await seeded(), DETAIL)
    await renderPage('/subscriptions/sub_ada', { service })
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription sub_ada' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the subscription')
    release()
    const summary = screen.getByRole('region', { name: 'Summary' })
    const stat = (name: string) => within(summary).getByRole('group', { name })
    expect(await within(summary).findByRole('group', { name: 'Plan' })).toHaveTextContent('Pro monthly')
    expect(within(summary).getAllByTitle('Code 2')[0]).toHaveTextContent(/^Active$/)
    expect(stat('Plan')).toHaveTextContent('Every month')
    expect(stat('Amount per period')).toHaveTextContent('€49.00')
    expect(stat('Current period paid')).toHaveTextContent('Yes')
    expect(within(stat('Customer')).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/users/3')
    expect(within(stat('Latest invoice')).getByRole('link', { name: 'in_ada' })).toHaveAttribute('href', '/invoices/in_ada')
    expect(stat('Latest invoice')).toHaveTextContent('€58.31')
    expect(summary).not.toHaveTextContent('2 · active')
    // The customer's invoices follow the summary.
    expect(await screen.findByRole('table', { name: 'Invoices of the customer' })).toBeVisible()

    // Every other field waits, folded, under "All details".
    expect(screen.queryByRole('region', { name: 'Period' })).toBeNull()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'All details' }))
    const period = await screen.findByRole('region', { name: 'Period' })
    expect(period).toHaveTextContent('Active')
    expect(period).toHaveTextContent('Current period paidYes')
    const amounts = screen.getByRole('region', { name: 'Amounts' })
    expect(amounts).toHaveTextContent('€49.00')
    expect(amounts).toHaveTextContent('19 % (1900 basis points)')
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveTextContent('1 month')
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/users/3',
    )
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscriptions/renew?subscriptionId=sub_ada')
  })

  it('shows a failure with its request id, and Retry loads it', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: DETAIL, status: 400, times: 1, message: 'Subscription store busy' })
    await renderPage('/subscriptions/sub_ada', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The subscription could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('group', { name: 'Amount per period' })).toBeVisible()
  })

  it('says a subscription does not exist, and offers to open another', async () => {
    await renderPage('/subscriptions/sub_gone', { service: await seeded() })
    expect(await screen.findByText('The subscription was not found')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Open another subscription' })).toBeVisible()
  })

  it('says when the service answers without the subscription', async () => {
    await renderPage('/subscriptions/sub_ada', { service: answering(await seeded(), DETAIL, { subscription: null }) })
    expect(await screen.findByText('The service answered without the subscription.')).toBeVisible()
  })

  it('refuses an address that names no subscription, without asking the service', async () => {
    quietRouteErrors()
    const service = await seeded()
    await renderPage('/subscriptions/%20', { service })
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid subscription ID' })).toBeVisible()
    expect(screen.getByText('Subscription id is required.')).toBeVisible()
    expect(await callsTo(service, DETAIL)).toEqual([])
  })

  it('still offers renewal when the service has no subscription details', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/subscriptions/sub_ada', { service })
    expect(await screen.findByText(/This service offers no subscription details/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscriptions/renew?subscriptionId=sub_ada')
  })
})
