import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { TEST_KEY } from '../../sandbox/testing'
import { customerInvoicesPage } from '../features/users/queries'
import { createAppRouter } from '../router'
import { signIn, signOut } from '../session/session'
import { sentCalls } from '../testing/calls'
import { TEST_ENVIRONMENT, testService } from '../testing/render'
import { createQueryClient } from './queryClient'

const NOW = Math.floor(Date.now() / 1000)
/** Until the calls are all sent: the state waited for, with room for a busy machine. */
const WAIT = { timeout: 5_000, interval: 20 }

/**
 * The app's router at `path`, signed in to a sandbox that holds a customer, their subscription and its invoice;
 * nothing is drawn, so every call the sandbox gets comes from the routes' loaders.
 */
async function atRecord(path: string) {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
    plans: [{ id: 7, planName: 'Pro monthly', status: 2 }],
    subscriptions: [{ subscriptionId: 'sub_ada', userId: 3, planId: 7, status: 2, currency: 'EUR' }],
    invoices: [
      {
        invoiceId: 'in_ada',
        userId: 3,
        subscriptionId: 'sub_ada',
        currency: 'EUR',
        totalAmount: 5_831,
        status: 3,
        createTime: NOW - 60,
      },
    ],
  })
  globalThis.fetch = service.fetch as typeof fetch
  signOut()
  signIn({ environment: TEST_ENVIRONMENT, apiKey: TEST_KEY })
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const paths = async () => new Set((await sentCalls(service)).map((call) => call.path))
  return { router, queryClient, paths }
}

/** Opens the record's page (its loaders, as a navigation runs them) and waits until exactly `calls` are sent. */
async function expectOpenedWith(path: string, calls: string[]) {
  const { router, paths } = await atRecord(path)
  await router.load()
  await vi.waitFor(async () => expect(await paths()).toEqual(new Set(calls)), WAIT)
}

describe("a record's route asks for what its page shows as soon as the record names it, not once the page is drawn", () => {
  it("an invoice's payments and refunds, with the invoice", async () => {
    await expectOpenedWith('/invoices/in_ada', [
      '/merchant/invoice/detail',
      '/merchant/invoice/split_payments',
      '/merchant/payment/timeline/list',
    ])
  })

  it("a subscription's customer's invoices and its timeline, with the subscription", async () => {
    await expectOpenedWith('/subscriptions/sub_ada', [
      '/merchant/subscription/detail',
      '/merchant/invoice/list',
      '/merchant/subscription/timeline_list',
      '/merchant/payment/timeline/list',
      '/merchant/member/operation_log_list',
      '/merchant/subscription/admin_note_list',
    ])
  })

  it("a customer's credit notes and timeline, with the customer", async () => {
    await expectOpenedWith('/users/3', [
      '/merchant/user/get',
      '/merchant/subscription/detail',
      '/merchant/invoice/list',
      '/merchant/subscription/list',
      '/merchant/payment/timeline/list',
      '/merchant/invoice/credit_note/list',
      '/merchant/subscription/timeline_list',
      '/merchant/member/operation_log_list',
      '/merchant/user/admin_note_list',
      '/merchant/subscription/admin_note_list',
    ])
  })

  it('leaves the timeline for the opening: a pointer resting on a link to the record does not ask for its lists', async () => {
    const { router, queryClient } = await atRecord('/subscriptions')
    await router.preloadRoute({ to: '/subscriptions/$subscriptionId', params: { subscriptionId: 'sub_ada' } })
    // The customer's invoices are asked for in the same step as the timeline would be.
    await vi.waitFor(() => expect(queryClient.getQueryState(customerInvoicesPage(3, 0).queryKey)).toBeDefined(), WAIT)
    expect(queryClient.getQueryCache().findAll({ queryKey: ['timeline'] })).toEqual([])
  })
})
