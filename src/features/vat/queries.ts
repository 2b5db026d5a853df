import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  usVatUploadHistoryList,
  vatNumberValidate,
  type UsVatUploadHistoryListInput,
  type VatNumberValidateInput,
} from '../../api/contract/vat'

export const vatQueries = {
  all: ['vat'] as const,
  uploadLists: () => [...vatQueries.all, 'us-uploads'] as const,
  uploadList: (params: UsVatUploadHistoryListInput) =>
    queryOptions({
      queryKey: [...vatQueries.uploadLists(), params],
      queryFn: ({ signal }) => call(usVatUploadHistoryList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Checks one VAT number (never retried: the spec puts it on POST). */
export function useValidateVatNumber() {
  return useMutation({
    mutationFn: (input: VatNumberValidateInput) => call(vatNumberValidate, input),
  })
}
