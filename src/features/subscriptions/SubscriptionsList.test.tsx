import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../../testing/render'
import { callsTo, holdingAnswers, refusingUntilCleared } from '../../testing/service'
import { toDateTimeLocal } from '../../lib/time'

const LIST = '/merchant/subscription/list'
const DAY = 86_400
const start = 1_767_225_600

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
    plans: [{ id: 7, planName: 'Pro monthly', status: 2 }],
    subscriptions: [
      { subscriptionId: 'sub_a', userId: 3, planId: 7, status: 2, currency: 'EUR', amount: 1_000, createTime: start },
      { subscriptionId: 'sub_b', userId: 3, status: 4, currency: 'USD', amount: 2_000, createTime: start + DAY },
      { subscriptionId: 'sub_c', userId: 3, status: 2, currency: 'USD', amount: 3_000, createTime: start + 2 * DAY },
    ],
  })
  return service
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Subscriptions' }))
    .getAllByRole('link')
    .map((link) => link.textContent)
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' })

describe('subscriptions list: its states', () => {
  it('announces the loading state, then the subscriptions newest first, each opening its page', async () => {
    const { service, release } = holdingAnswers(await seeded(), LIST)
    await renderPage('/subscriptions', { service })
    expect(screen.getByLabelText('Loading the subscriptions')).toBeVisible()
    release()
    await waitFor(() => expect(rows()).toEqual(['sub_c', 'sub_b', 'sub_a']))
    expect(screen.getByRole('link', { name: 'sub_a' })).toHaveAttribute('href', '/subscriptions/sub_a')
    expect(screen.getByText('3 subscriptions')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Renew by ID' })).toHaveAttribute('href', '/subscriptions/renew')
  })

  it('shows a failure with its request id, and Retry loads the list', async () => {
    const service = await seeded()
    const clear = await refusingUntilCleared(service, { path: LIST, status: 400, message: 'Subscription index rebuilding' })
    await renderPage('/subscriptions', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The subscriptions could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await clear()
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
  })

  it('says when there are no subscriptions yet', async () => {
    await renderPage('/subscriptions')
    expect(await screen.findByText('No subscriptions yet')).toBeVisible()
  })

  it('falls back to the renewal form when the service has no subscription list', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/subscriptions', { service })
    expect(await screen.findByText('This service offers no list of subscriptions: open one by its ID.')).toBeVisible()
    // The page's code loads once the service has said it has no list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Renew a subscription' })).toBeVisible()
  })
})

describe('subscriptions list: filters', () => {
  it('refuses each bad typed filter at its field and sends nothing; good ones apply', async () => {
    const service = await seeded()
    const { router } = await renderPage('/subscriptions', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const before = (await callsTo(service, LIST)).length
    showFilters()
    const refused = async (values: Record<string, string>, invalid: string, message: string) => {
      for (const [name, text] of Object.entries(values)) fireEvent.change(field(name), { target: { value: text } })
      fireEvent.submit(screen.getByRole('form', { name: 'Filter subscriptions' }))
      await waitFor(() => expect(field(invalid)).toHaveAccessibleDescription(expect.stringContaining(message)))
      expect(field(invalid)).toHaveAttribute('aria-invalid', 'true')
    }
    await refused({ Currency: 'euro' }, 'Currency', 'Currency must be a three-letter upper-case code, for example EUR')
    await refused({ Currency: '', 'Plan ID': '6.5' }, 'Plan ID', 'Plan id must be a whole number')
    await refused({ 'Plan ID': '', 'User ID': '0' }, 'User ID', 'User id must be greater than 0')
    await refused(
      { 'User ID': '', 'Created from': '2026-01-03T00:00', 'Created until': '2026-01-02T00:00' },
      'Created until',
      'Created until must not be before created from',
    )
    expect((await callsTo(service, LIST)).length).toBe(before)

    // The range in order, and a currency typed in lower case, apply.
    fireEvent.change(field('Created from'), { target: { value: toDateTimeLocal(start + DAY) } })
    fireEvent.change(field('Created until'), { target: { value: toDateTimeLocal(start + 2 * DAY) } })
    fireEvent.change(field('Currency'), { target: { value: 'usd' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Filter subscriptions' }))
    await waitFor(() => expect(rows()).toEqual(['sub_c', 'sub_b']))
    expect(router.state.location.search).toMatchObject({
      currency: 'USD',
      createTimeStart: start + DAY,
      createTimeEnd: start + 2 * DAY,
    })

    // Emptying a filter clears it.
    fireEvent.change(field('Currency'), { target: { value: '' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Filter subscriptions' }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('currency'))
    expect(field('Currency')).toHaveValue('')
  })

  it('opens a subscription typed into the search by its ID, and refuses text that is no ID at the field', async () => {
    const service = await seeded()
    const { router } = await renderPage('/subscriptions', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    // No second, open-by-id panel: the list's search takes the ID.
    expect(screen.queryByRole('button', { name: 'Open subscription' })).toBeNull()
    showFilters()
    const before = (await callsTo(service, LIST)).length
    const search = screen.getByRole('searchbox', { name: 'Search' })
    fireEvent.change(search, { target: { value: 'hello' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Filter subscriptions' }))
    await waitFor(() => expect(search).toHaveAccessibleDescription(expect.stringContaining('Type a subscription ID')))
    expect((await callsTo(service, LIST)).length).toBe(before)

    const user = userEvent.setup({ delay: null })
    await user.clear(search)
    await user.type(search, 'sub_b')
    expect(await screen.findByText('Enter opens subscription sub_b')).toBeVisible()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/sub_b'))
  })

  it('filters by status and sorts oldest first', async () => {
    const service = await seeded()
    await renderPage('/subscriptions?sortType=%22asc%22', { service })
    await waitFor(() => expect(rows()).toEqual(['sub_a', 'sub_b', 'sub_c']))
    showFilters()
    await userEvent.setup({ delay: null }).click(screen.getByRole('checkbox', { name: 'Active' }))
    await waitFor(() => expect(rows()).toEqual(['sub_a', 'sub_c']))
  })
})
