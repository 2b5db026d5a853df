import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { TEST_KEY } from '../../sandbox/testing'
import { createAppRouter } from '../router'
import { signIn, signOut } from '../session/session'
import { sentCalls } from '../testing/calls'
import { TEST_ENVIRONMENT, testService } from '../testing/render'
import { createQueryClient } from './queryClient'

const NOW = Math.floor(Date.now() / 1000)
/** Until the calls are all sent: the state waited for, with room for a busy machine. */
const WAIT = { timeout: 5_000, interval: 20 }

/**
 * A record's route asks for what its page shows as soon as the record names it, not once the page is drawn with
 * the record: its route is only preloaded here (as a pointer resting on a link does), and nothing is drawn.
 */
async function preloaded(route: Parameters<ReturnType<typeof createAppRouter>['preloadRoute']>[0]) {
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
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }))
  await router.preloadRoute(route)
  return async () => new Set((await sentCalls(service)).map((call) => call.path))
}

describe("a record's route", () => {
  it("asks for an invoice's payments and refunds with the invoice", async () => {
    const paths = await preloaded({ to: '/invoices/$invoiceId', params: { invoiceId: 'in_ada' } })
    await vi.waitFor(async () => {
      expect(await paths()).toEqual(
        new Set(['/merchant/invoice/detail', '/merchant/invoice/split_payments', '/merchant/payment/timeline/list']),
      )
    }, WAIT)
  })

  it("asks for a subscription's customer's invoices and its timeline with the subscription", async () => {
    const paths = await preloaded({ to: '/subscriptions/$subscriptionId', params: { subscriptionId: 'sub_ada' } })
    await vi.waitFor(async () => {
      expect(await paths()).toEqual(
        new Set([
          '/merchant/subscription/detail',
          '/merchant/invoice/list',
          '/merchant/subscription/timeline_list',
          '/merchant/payment/timeline/list',
          '/merchant/member/operation_log_list',
          '/merchant/subscription/admin_note_list',
        ]),
      )
    }, WAIT)
  })

  it("asks for a customer's credit notes and timeline with the customer", async () => {
    const paths = await preloaded({ to: '/users/$userId', params: { userId: '3' } })
    await vi.waitFor(async () => {
      expect(await paths()).toEqual(
        new Set([
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
        ]),
      )
    }, WAIT)
  })
})
