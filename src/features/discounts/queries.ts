import {
  discountActivate,
  discountDeactivate,
  discountDelete,
  discountEdit,
  discountNew,
  discountQuantityIncrement,
  type DiscountEditInput,
  type DiscountNewInput,
} from '../../api/contract/extensions/discountActions'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  batchChildDetail,
  batchTemplateDetail,
  discountDecreaseQuantity,
  type BatchTemplate,
  type DiscountCode,
  type DiscountDecreaseQuantityInput,
} from '../../api/contract/discounts'
import {
  batchChildList,
  batchTemplateList,
  discountDetail,
  discountList,
  type BatchChildListInput,
  type BatchTemplateListInput,
  type DiscountListInput,
} from '../../api/contract/extensions/discounts'

/** What this device last learned of a discount code from a decrease, for a service without the detail call. */
export interface KnownDiscountCode {
  discountCode: DiscountCode
  /** The amount of the decrease that returned it. */
  decreasedBy: number
  /** Milliseconds since the epoch. */
  receivedAt: number
}

/** How many templates a lookup by code reads at once: enough for every code a part of it matches. */
const TEMPLATE_LOOKUP_COUNT = 100

export const discountQueries = {
  all: ['discounts'] as const,
  codes: () => [...discountQueries.all, 'code'] as const,
  list: (params: DiscountListInput) =>
    queryOptions({
      queryKey: [...discountQueries.codes(), 'list', params],
      queryFn: ({ signal }) => call(discountList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** A code's current state (the service's extension); null when the service answers without it. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...discountQueries.codes(), id, 'detail'],
      queryFn: ({ signal }) => call(discountDetail, { id }, { signal }).then((data) => data.discount ?? null),
    }),
  /** The code as the last decrease of this session returned it (never fetched). */
  known: (id: number) => [...discountQueries.codes(), id, 'known'] as const,

  templates: () => [...discountQueries.all, 'template'] as const,
  templateList: (params: BatchTemplateListInput) =>
    queryOptions({
      queryKey: [...discountQueries.templates(), 'list', params],
      queryFn: ({ signal }) => call(batchTemplateList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
  template: (id: number) =>
    queryOptions({
      queryKey: [...discountQueries.templates(), id],
      queryFn: ({ signal }) => call(batchTemplateDetail, { id }, { signal }).then((data) => data.template ?? null),
    }),
  /**
   * The template whose code is `code` (a child code names its template so), found with the template list:
   * by the code as search text, then by the child's code prefix; null when no template has that code.
   */
  templateByCode: (code: string, codePrefix: string | undefined) =>
    queryOptions({
      queryKey: [...discountQueries.templates(), 'byCode', code, codePrefix ?? ''],
      queryFn: async ({ signal }): Promise<BatchTemplate | null> => {
        const searches: BatchTemplateListInput[] = [{ searchKey: code }, ...(codePrefix ? [{ codePrefix }] : [])]
        for (const search of searches) {
          const { templates } = await call(batchTemplateList, { ...search, count: TEMPLATE_LOOKUP_COUNT }, { signal })
          const found = templates?.find((template) => template.code === code && template.id != null)
          if (found) return found
        }
        return null
      },
      staleTime: 5 * 60_000,
    }),

  children: () => [...discountQueries.all, 'child'] as const,
  childList: (params: BatchChildListInput) =>
    queryOptions({
      queryKey: [...discountQueries.children(), 'list', params],
      queryFn: ({ signal }) => call(batchChildList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
  child: (id: number) =>
    queryOptions({
      queryKey: [...discountQueries.children(), id],
      queryFn: ({ signal }) => call(batchChildDetail, { id }, { signal }).then((data) => data.child ?? null),
    }),
}

/** A change of a code's state (§3.11): activate, deactivate or archive. The code is read again once done. */
export function useDiscountStateChange(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: 'activate' | 'deactivate' | 'archive') =>
      call(change === 'activate' ? discountActivate : change === 'deactivate' ? discountDeactivate : discountDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueries.codes() }),
  })
}

/**
 * Create a code (§3.11) and, unless asked not to, activate it at once: a new code cannot be used until it is. The
 * activation's failure is reported with the created code, so that it is not created twice.
 */
export function useCreateCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ input, activate }: { input: DiscountNewInput; activate: boolean }) => {
      const { discount } = await call(discountNew, input)
      let activation: unknown = null
      if (activate && discount?.id != null) {
        activation = await call(discountActivate, { id: discount.id }).then(
          () => null,
          (error: unknown) => error,
        )
      }
      return { discount, activation }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueries.codes() }),
  })
}

/** Edit a code (§3.11): what the contract's schema for its status let through. */
export function useEditCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DiscountEditInput) => call(discountEdit, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueries.codes() }),
  })
}

/** Raise a code's quantity (§3.11), the mirror of the decrease. */
export function useIncreaseQuantity(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (amount: number) => call(discountQuantityIncrement, { id, amount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueries.codes() }),
  })
}

/** Decrease a code's quantity (4.7). A write: never retried on its own. */
export function useDecreaseQuantity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DiscountDecreaseQuantityInput) => call(discountDecreaseQuantity, input),
    onSuccess: (data, input) => {
      if (data.discountCode) {
        const known: KnownDiscountCode = {
          discountCode: data.discountCode,
          decreasedBy: input.amount ?? 0,
          receivedAt: Date.now(),
        }
        queryClient.setQueryData(discountQueries.known(input.id), known)
      }
      void queryClient.invalidateQueries({ queryKey: discountQueries.codes() })
    },
  })
}
