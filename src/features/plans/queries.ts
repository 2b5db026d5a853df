import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { planList, type PlanListInput } from '../../api/contract/extensions/plans'
import { planActivate, type PlanActivateInput } from '../../api/contract/plans'
import { productList } from '../../api/contract/products'
import { DEFAULT_PRODUCT_ID, PRODUCT_IDS_PAGE_SIZE, productIdsInput } from './productIds'

/**
 * The ids of every product, the default product's (0) first: the product list page by page until its total is
 * reached (the real service counts the default product in it, on every page) or a page brings no new id.
 */
async function everyProductId(signal: AbortSignal): Promise<number[]> {
  const ids = new Set([DEFAULT_PRODUCT_ID])
  for (let page = 0; ; page++) {
    const { products, total } = await call(productList, productIdsInput(page), { signal })
    const before = ids.size
    for (const { id } of products ?? []) if (typeof id === 'number' && Number.isInteger(id) && id >= 0) ids.add(id)
    if (ids.size === before || (page + 1) * PRODUCT_IDS_PAGE_SIZE >= (total ?? 0)) return [...ids]
  }
}

export const planQueries = {
  all: ['plans'] as const,
  lists: () => [...planQueries.all, 'list'] as const,
  /**
   * Every product's id and the default product's: what a list of the plans of every product names. Asked without
   * `productIds`, newer services list only the default product's plans (list-endpoints.md §3.8); the official portal
   * names every product too.
   */
  productIds: () =>
    queryOptions({
      queryKey: [...planQueries.all, 'productIds'],
      queryFn: ({ signal }) => everyProductId(signal),
    }),
  /** A page of plans: of the products `params` names, else of every product. */
  list: (params: PlanListInput) =>
    queryOptions({
      queryKey: [...planQueries.lists(), params],
      queryFn: async ({ signal, client }) => {
        const productIds = params.productIds ?? (await client.fetchQuery(planQueries.productIds()))
        return call(planList, { ...params, productIds }, { signal })
      },
      placeholderData: keepPreviousData,
    }),
}

/** Activates a plan; the lists then show its new status. */
export function useActivatePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlanActivateInput) => call(planActivate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueries.lists() }),
  })
}
