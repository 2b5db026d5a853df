import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  batchChildDetail,
  batchTemplateDetail,
  discountDecreaseQuantity,
  type DiscountCode,
  type DiscountDecreaseQuantityInput,
} from '../../api/contract/discounts'

/** What this device last learned of a discount code: the code as a decrease returned it. */
export interface KnownDiscountCode {
  discountCode: DiscountCode
  /** The amount of the decrease that returned it. */
  decreasedBy: number
  /** Milliseconds since the epoch. */
  receivedAt: number
}

export const discountQueries = {
  all: ['discounts'] as const,
  templates: () => [...discountQueries.all, 'template'] as const,
  template: (id: number) =>
    queryOptions({
      queryKey: [...discountQueries.templates(), id],
      queryFn: ({ signal }) => call(batchTemplateDetail, { id }, { signal }).then((data) => data.template ?? null),
    }),
  children: () => [...discountQueries.all, 'child'] as const,
  child: (id: number) =>
    queryOptions({
      queryKey: [...discountQueries.children(), id],
      queryFn: ({ signal }) => call(batchChildDetail, { id }, { signal }).then((data) => data.child ?? null),
    }),
  /**
   * The API has no call that reads a discount code: this key holds the code as the last decrease of this
   * session returned it (never fetched).
   */
  code: (id: number) => [...discountQueries.all, 'code', id] as const,
}

export function useDecreaseQuantity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DiscountDecreaseQuantityInput) => call(discountDecreaseQuantity, input),
    onSuccess: (data, input) => {
      if (!data.discountCode) return
      const known: KnownDiscountCode = { discountCode: data.discountCode, decreasedBy: input.amount ?? 0, receivedAt: Date.now() }
      queryClient.setQueryData(discountQueries.code(input.id), known)
    },
  })
}
