import { queryOptions } from '@tanstack/react-query'
import { call } from './client'
import { PlanStatus } from './contract/codes'
import { planList } from './contract/extensions/plans'
import type { Plan } from './contract/plans'
import { productList } from './contract/products'

/** The default product's id: plans without a product of their own are its. */
export const DEFAULT_PRODUCT_ID = 0

/** Products a page of the product list asks for, as the ids of every product are gathered. */
export const PRODUCT_IDS_PAGE_SIZE = 100

/** A page of the product list, for the ids of every product. */
export const productIdsInput = (page: number) => ({ page, count: PRODUCT_IDS_PAGE_SIZE })

/**
 * The ids of every product, the default product's (0) first: the product list page by page until its total is
 * reached (the real service counts the default product in it, on every page) or a page brings no new id. Asked
 * without `productIds`, newer services list only the default product's plans (list-endpoints.md §3.8), so whatever
 * lists the plans of every product names them all.
 */
export async function everyProductId(signal: AbortSignal): Promise<number[]> {
  const ids = new Set([DEFAULT_PRODUCT_ID])
  for (let page = 0; ; page++) {
    const { products, total } = await call(productList, productIdsInput(page), { signal })
    const before = ids.size
    for (const { id } of products ?? []) if (typeof id === 'number' && Number.isInteger(id) && id >= 0) ids.add(id)
    if (ids.size === before || (page + 1) * PRODUCT_IDS_PAGE_SIZE >= (total ?? 0)) return [...ids]
  }
}

/** The plan statuses a picker offers: archived plans stay in the service's list (§3.12) but are never offered. */
const pickableStatuses = [PlanStatus.editing, PlanStatus.active, PlanStatus.inactive]

/** As many plans as the service lists at once: a picker offers them all. */
const PICKER_PAGE_SIZE = 500

/** The plans of every product that a picker offers, archived ones left out. Under the plans' key: a plan's change refreshes it. */
export const planChoicesQuery = queryOptions({
  queryKey: ['plans', 'choices'],
  queryFn: async ({ signal }): Promise<Plan[]> => {
    const productIds = await everyProductId(signal)
    const { plans } = await call(planList, { productIds, status: pickableStatuses, count: PICKER_PAGE_SIZE }, { signal })
    return (plans ?? []).flatMap((detail) =>
      detail.plan?.id != null && (pickableStatuses as number[]).includes(detail.plan.status ?? PlanStatus.editing)
        ? [detail.plan]
        : [],
    )
  },
})
