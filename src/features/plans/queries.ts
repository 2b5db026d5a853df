import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { planList, type PlanListInput } from '../../api/contract/extensions/plans'
import { planActivate, type PlanActivateInput } from '../../api/contract/plans'
import { productList } from '../../api/contract/products'
import { everyProductId } from '../../api/catalog'

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
  /** The products a plan can belong to: the default product and the active ones (the first hundred). */
  productChoices: () =>
    queryOptions({
      queryKey: [...planQueries.all, 'productChoices'],
      queryFn: async ({ signal }) => {
        const { products } = await call(productList, { page: 0, count: 100, status: [1] }, { signal })
        const listed = (products ?? []).flatMap((product) =>
          product.id != null && product.id !== 0 ? [{ id: product.id, productName: product.productName ?? '' }] : [],
        )
        return [{ id: 0, productName: 'Default product' }, ...listed]
      },
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
