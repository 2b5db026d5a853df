import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { operationLogList, type OperationLogListInput } from '../../api/contract/extensions/memberSession'
import { memberProfile, memberResetTotp, type MemberResetTotpInput } from '../../api/contract/members'

export const memberQueries = {
  all: ['members'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...memberQueries.all, 'profile'],
      queryFn: ({ signal }) => call(memberProfile, {}, { signal }).then((data) => data.merchantMember ?? null),
    }),
  activity: (params: OperationLogListInput) =>
    queryOptions({
      queryKey: [...memberQueries.all, 'activity', params],
      queryFn: ({ signal }) => call(operationLogList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Resets the two-factor key of the signed-in member; the profile shows the member it returns. */
export function useResetTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MemberResetTotpInput) => call(memberResetTotp, input),
    onSuccess: (data) => {
      if (data.merchantMember) queryClient.setQueryData(memberQueries.profile().queryKey, data.merchantMember)
      else void queryClient.invalidateQueries({ queryKey: memberQueries.profile().queryKey })
    },
  })
}
