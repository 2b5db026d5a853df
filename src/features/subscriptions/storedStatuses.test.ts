import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, setActiveClient } from '../../api/client'
import { subscriptionQueries } from './queries'
import { withStoredStatuses } from './storedStatuses'
import { subscriptionsSearchDefaults, toSubscriptionListInput } from './listSearch'

afterEach(() => setActiveClient(undefined))

/** The body of the list request a query sends. */
async function sentBody(options: ReturnType<typeof subscriptionQueries.list>) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(Response.json({ code: 0, message: '', data: { subscriptions: null, total: 0 } })),
  )
  setActiveClient(createClient({ baseUrl: 'https://api.example.test', apiKey: 'sk_test_x', fetch }))
  await new QueryClient().fetchQuery(options)
  return JSON.parse(fetch.mock.calls[0][1]?.body as string) as Record<string, unknown>
}

describe('the statuses a subscriptions list asks for', () => {
  it.each([
    [[2], [2, 7]],
    [
      [4, 2],
      [4, 2, 7],
    ],
    [
      [2, 7],
      [2, 7],
    ],
    [[7], [7]],
    [
      [4, 5],
      [4, 5],
    ],
  ])('for the shown statuses %j are the stored ones %j', (shown, stored) => {
    expect(withStoredStatuses({ status: shown, page: 0 })).toEqual({ status: stored, page: 0 })
  })

  it('are left out with no status chosen', () => {
    const input = { page: 0, count: 20 }
    expect(withStoredStatuses(input)).toBe(input)
  })

  it('are the stored ones in the request the list filtered for "active" sends', async () => {
    const view = { ...subscriptionsSearchDefaults, status: [2] }
    const body = await sentBody(subscriptionQueries.list(toSubscriptionListInput(view)))
    expect(body).toMatchObject({ status: [2, 7], page: 0, count: 20 })
    // The cache still knows the view by what was chosen.
    expect(subscriptionQueries.list(toSubscriptionListInput(view)).queryKey).toContainEqual(
      expect.objectContaining({ status: [2] }),
    )
  })
})
