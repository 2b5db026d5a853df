import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
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
import { forgetRecent } from '../../lib/recent'
import { withoutSecrets, type SafeUser } from './format'
import type { ChangeGatewayFormOutput, PromoDecrementFormOutput } from './userForms'

/** Recently opened users on this device (ids and names only). */
export const RECENT_USERS = 'users'

export const userQueries = {
  all: ['users'] as const,
  details: () => [...userQueries.all, 'detail'] as const,
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...userQueries.details(), userId],
      queryFn: async ({ signal }): Promise<SafeUser> => {
        const { user } = await call(userGet, { userId }, { signal })
        if (!user) throw new Error('The service answered without the user.')
        return withoutSecrets(user)
      },
      // A failure (often "not found") stays until the person retries, instead of being fetched again on mount.
      retryOnMount: false,
    }),
}

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
