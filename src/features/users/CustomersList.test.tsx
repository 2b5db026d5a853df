import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../../testing/render'
import { callsTo, holdingAnswers, refusingUntilCleared } from '../../testing/service'

const LIST = '/merchant/user/list'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [
      { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', createTime: 1_767_225_601 },
      { id: 2, firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', createTime: 1_767_225_602 },
      { id: 3, firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.example', status: 2, createTime: 1_767_225_603 },
    ],
  })
  return service
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('customers list: its states', () => {
  it('announces the loading state, then shows the customers newest first, each opening the user page', async () => {
    const { service, release } = holdingAnswers(await seeded(), LIST)
    await renderPage('/users', { service })
    expect(screen.getByLabelText('Loading the customers')).toBeVisible()
    release()
    await waitFor(() => expect(rows()).toEqual(['Alan Turing', 'Grace Hopper', 'Ada Lovelace']))
    expect(screen.getByText('3 customers')).toBeVisible()
    expect(within(screen.getByRole('table', { name: 'Customers' })).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/users/1',
    )
    // One search: the list's own box takes an id; no second open-by-id panel.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Open user' })).toBeNull()
  })

  it('shows a failure with its request id, and Retry loads the list', async () => {
    const service = await seeded()
    const clear = await refusingUntilCleared(service, { path: LIST, status: 400, message: 'Customer index rebuilding' })
    await renderPage('/users', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The customers could not be loaded')
    expect(alert).toHaveTextContent('Customer index rebuilding')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await clear()
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
  })

  it('shows no amount in minor units: the recurring amount, which the list gives without a currency, is left out', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      users: [
        { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', recurringAmount: 120_000 },
        { id: 2, firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', recurringAmount: 0 },
      ],
    })
    await renderPage('/users', { service })
    const table = await screen.findByRole('table', { name: 'Customers' })
    await waitFor(() => expect(rows()).toHaveLength(2))
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers.join(' ')).not.toMatch(/minor units|recurring amount/i)
    expect(table).not.toHaveTextContent('120,000')
    expect(table).not.toHaveTextContent('120000')
  })

  it('opens a record typed into the search by its id: a user ID, a subscription, an invoice', async () => {
    const service = await seeded()
    const { router } = await renderPage('/users', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const user = userEvent.setup({ delay: null })
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(search, '2')
    expect(await screen.findByText('Enter opens customer 2')).toBeVisible()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'))
    expect(router.state.location.search).not.toHaveProperty('search')

    for (const [typed, path] of [
      ['sub_ada_1', '/subscriptions/sub_ada_1'],
      ['in_ada_1', '/invoices/in_ada_1'],
    ] as const) {
      await router.navigate({ to: '/users' })
      const box = await screen.findByRole('searchbox', { name: 'Search' })
      await user.clear(box)
      await user.type(box, `${typed}{Enter}`)
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
    }
  })

  it('searches text that is not an id, and does not open a record for it', async () => {
    const service = await seeded()
    const { router } = await renderPage('/users', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ada{Enter}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'Ada' }))
    expect(router.state.location.pathname).toBe('/users')
    expect(screen.queryByText(/^Enter opens/)).toBeNull()
  })

  it('says when there are no customers yet', async () => {
    await renderPage('/users')
    expect(await screen.findByText('No customers yet')).toBeVisible()
  })

  it('falls back to opening a customer by id when the service has no customer list', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/users', { service })
    expect(await screen.findByText('This service offers no list of customers: open one by its ID.')).toBeVisible()
    // The lookup's code loads once the service has said it has no list.
    expect(await screen.findByRole('button', { name: 'Open user' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
  })
})

describe('customers list: search and filters', () => {
  it('searches once typing pauses, not per keystroke, and keeps the focus in the search', async () => {
    const service = await seeded()
    const { router } = await renderPage('/users', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const before = (await callsTo(service, LIST)).length
    const user = userEvent.setup({ delay: null })
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(search, 'gRaC')
    await waitFor(() => expect(rows()).toEqual(['Grace Hopper']))
    // Not a request per key (a stalled machine may pause the typing, so not exactly one either).
    expect((await callsTo(service, LIST)).length - before).toBeLessThan('gRaC'.length)
    expect(router.state.location.search).toMatchObject({ search: 'gRaC' })
    expect(search).toHaveFocus()
    expect(screen.getByText('1 customer matches the filters')).toBeVisible()

    // Clearing empties every filter, the typed ones and the others.
    showFilters()
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Suspended' }))
    await user.type(screen.getByRole('textbox', { name: 'Plan ID' }), '9')
    expect(await screen.findByText('No customers match the filters')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(search).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Plan ID' })).toHaveValue('')
    expect(router.state.location.search).toEqual({})
  })

  it('refuses a plan ID that is not one at the field, and sends nothing', async () => {
    const service = await seeded()
    await renderPage('/users', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const before = (await callsTo(service, LIST)).length
    const user = userEvent.setup({ delay: null })
    const planId = screen.getByRole('textbox', { name: 'Plan ID' })
    expect(planId).toHaveAttribute('inputmode', 'numeric')
    for (const [typed, message] of [
      ['2.5', 'Plan id must be a whole number'],
      ['0', 'Plan id must be greater than 0'],
      ['abc', 'Plan id must be a whole number'],
    ]) {
      await user.clear(planId)
      await user.type(planId, `${typed}{Enter}`)
      await waitFor(() => expect(planId).toHaveAccessibleDescription(expect.stringContaining(message)))
      expect(planId).toHaveAttribute('aria-invalid', 'true')
    }
    expect((await callsTo(service, LIST)).length).toBe(before)
  })

  it('filters by status, and a bad value in the address falls back to the default', async () => {
    const service = await seeded()
    const { router } = await renderPage('/users?page=-3&sortField=%22bogus%22&status=%5B9%5D&planId=0', { service })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect((await callsTo(service, LIST)).every((call) => call.status === 200)).toBe(true)
    showFilters()
    await userEvent
      .setup({ delay: null })
      .click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Suspended' }))
    await waitFor(() => expect(rows()).toEqual(['Alan Turing']))
    expect(router.state.location.search).toMatchObject({ status: [2] })
  })
})
