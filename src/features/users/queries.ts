import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  customerPortalUrl,
  promoCreditDecrement,
  userChangeGateway,
  userDelete,
  userGet,
  type CreditAccount,
  type CustomerPortalUrlInput,
} from '../../api/contract/users'
import { invoiceList, type InvoiceListInput } from '../../api/contract/extensions/invoices'
import { userList, userSearch, type UserListInput } from '../../api/contract/extensions/users'
import {
  promoCreditIncrement,
  userNew,
  userResume,
  userSuspend,
  userUpdate,
  type UserNewInput,
  type UserUpdateInput,
} from '../../api/contract/extensions/customerActions'
import { forgetRecent } from '../../lib/recent'
import { withoutSecrets, type SafeUser } from './format'
import { customerInvoicesInput } from './listSearch'
import type { ChangeGatewayFormOutput, PromoDecrementFormOutput } from './userForms'
import type { PromoIncrementFormOutput } from './customerForms'

/** Recently opened users on this device (ids and names only). */
export const RECENT_USERS = 'users'

export const userQueries = {
  all: ['users'] as const,
  details: () => [...userQueries.all, 'detail'] as const,
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...userQueries.details(), userId],
      // An answer without the user is the page's "empty" state.
      queryFn: async ({ signal }): Promise<SafeUser | null> => {
        const { user } = await call(userGet, { userId }, { signal })
        return user ? withoutSecrets(user) : null
      },
      // A failure (often "not found") stays until the person retries, instead of being fetched again on mount.
      retryOnMount: false,
    }),
  lists: () => [...userQueries.all, 'list'] as const,
  /** A page of customers; their gateways' secrets are dropped as the page arrives. */
  list: (input: UserListInput) =>
    queryOptions({
      queryKey: [...userQueries.lists(), input],
      queryFn: async ({ signal }) => {
        const { userAccounts, total } = await call(userList, input, { signal })
        return { users: (userAccounts ?? []).map(withoutSecrets), total: total ?? 0 }
      },
      placeholderData: keepPreviousData,
    }),
  /** Customers found by id, e-mail or name (the service's search: about 20 at most, no paging). */
  search: (searchKey: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'search', searchKey],
      queryFn: async ({ signal }) => {
        const { userAccounts } = await call(userSearch, { searchKey }, { signal })
        return (userAccounts ?? []).map(withoutSecrets)
      },
    }),
  /** A page of one customer's invoices. */
  invoices: (input: InvoiceListInput & { userId: number }) =>
    queryOptions({
      queryKey: [...userQueries.all, 'invoices', input],
      queryFn: async ({ signal }) => {
        const { invoices, total } = await call(invoiceList, input, { signal })
        return { invoices: invoices ?? [], total: total ?? 0 }
      },
      placeholderData: keepPreviousData,
    }),
}

/** How many of a customer's invoices in one state a summary reads: enough to add up what most customers owe. */
const SUMMARY_INVOICES = 20

/**
 * The newest of a customer's invoices in one state (an `invoiceStatus` code) and how many there are, for the summary
 * of their page (their last payment, what they owe).
 */
export const customerInvoicesIn = (userId: number, status: number) =>
  userQueries.invoices({ userId, status: [status], page: 0, count: SUMMARY_INVOICES })

/** A page of a customer's invoices on the customer's page: its section's query, which the route asks for with the customer. */
export const customerInvoicesPage = (userId: number, page: number) => userQueries.invoices(customerInvoicesInput(userId, page))

export function useChangeGateway(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangeGatewayFormOutput) => call(userChangeGateway, { ...input, userId }),
    // The page shows the new gateway once the user is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey }),
  })
}

export function useDecrementPromoCredit(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PromoDecrementFormOutput) => call(promoCreditDecrement, { ...input, userId }),
    onSuccess: async ({ UserPromoCreditAccount: updated }) => {
      if (updated) {
        queryClient.setQueryData(userQueries.detail(userId).queryKey, (user) =>
          user ? { ...user, promoCreditAccounts: replaceAccount(user.promoCreditAccounts ?? [], updated) } : user,
        )
      }
      await queryClient.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey })
    },
  })
}

/** The accounts with `updated` in place of the account with its id (or, without an id, its currency). */
export function replaceAccount(accounts: CreditAccount[], updated: CreditAccount): CreditAccount[] {
  const matches = (account: CreditAccount) =>
    updated.id != null ? account.id === updated.id : account.currency === updated.currency
  return accounts.map((account) => (matches(account) ? { ...account, ...updated } : account))
}

/** Creates a customer (§3.5); the lists show them once read again. */
export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UserNewInput) => call(userNew, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
  })
}

/** Changes a customer's details (§3.5): the page shows what the service answers, then reads the customer again. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Omit<UserUpdateInput, 'userId'>) => call(userUpdate, { ...input, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all }),
  })
}

/**
 * Suspends or resumes a customer (§3.5). Suspending cancels their running subscriptions, so everything read of the
 * customer (and of subscriptions) is read again.
 */
export function useSuspendUser(userId: number, suspend: boolean) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(suspend ? userSuspend : userResume, { userId }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/** Adds promo credit (§3.7), the mirror of the decrease. */
export function useIncrementPromoCredit(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PromoIncrementFormOutput) => call(promoCreditIncrement, { ...input, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey }),
  })
}

export function useDeleteUser(userId: number) {
  return useMutation({
    mutationFn: (input: { forceDelete: boolean }) =>
      call(userDelete, { userId, ...(input.forceDelete ? { forceDelete: true } : {}) }),
    onSuccess: () => forgetRecent(RECENT_USERS, userId),
  })
}

export function useCustomerPortalUrl() {
  return useMutation({
    mutationFn: (input: CustomerPortalUrlInput) => call(customerPortalUrl, input),
  })
}
