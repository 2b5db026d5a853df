import { planDetail, planList, planSortFields } from '../../src/api/contract/extensions/plans'
import type { PlanRecord } from '../records'
import { defineArea, handle } from '../registry'
import { planDetailBean } from './beans'
import { compareBy, given, like, oneOfSet, orderBy, own, ownedBy, pageOf, readListRequest, thenBy } from './listing'

/**
 * Plans: the list (list-endpoints.md §3.8) and the detail call (§4).
 *
 * - 100 plans a page unless `count` says otherwise. Without productIds, the plans of every product.
 * - productIds: 0 is the default product (plans without a product). publishStatus: 0 or nothing is all.
 * - searchKey: part of the plan's name or description.
 * - Default order: newest first, then by status; gmt_modify is the plan's last change.
 * - An empty page is null.
 */

export const PLAN_PAGE_SIZE = 100

const sortKeys = {
  plan_name: (plan: PlanRecord) => plan.planName,
  gmt_create: (plan: PlanRecord) => plan.createTime,
  gmt_modify: (plan: PlanRecord) => plan.gmtModify,
} as const

/** gmt_create desc, then status asc. */
const defaultOrder = thenBy(
  orderBy<PlanRecord>((plan) => plan.createTime, 'desc'),
  compareBy<PlanRecord>((plan) => plan.status),
)

const emptyPlanList = () => ({ plans: null, total: 0 })

export default defineArea({
  area: 'plan lists',
  handlers: [
    handle(
      planList,
      ({ input, store }) => {
        const sorted = input.sortField
          ? store.plans.sorted(
              `extension:${input.sortField}:${input.sortType ?? 'desc'}`,
              orderBy(sortKeys[input.sortField], input.sortType ?? 'desc'),
            )
          : store.plans.sorted('extension:default', defaultOrder)
        const planIds = oneOfSet(input.planIds)
        const productIds = oneOfSet(input.productIds)
        const types = oneOfSet(input.type)
        const statuses = oneOfSet(input.status)
        const currency = given(input.currency)
        const searchKey = given(input.searchKey)
        const owned = ownedBy(store)
        const matching = sorted.filter(
          (plan) =>
            owned(plan) &&
            (!planIds || planIds.has(plan.id)) &&
            (!productIds || productIds.has(plan.productId)) &&
            (!types || types.has(plan.type)) &&
            (!statuses || statuses.has(plan.status)) &&
            (!input.publishStatus || plan.publishStatus === input.publishStatus) &&
            (!currency || plan.currency.toUpperCase() === currency) &&
            (!searchKey || like(plan.planName, searchKey) || like(plan.description, searchKey)),
        )
        const shown = pageOf(matching, input.page, input.count ?? PLAN_PAGE_SIZE)
        return {
          plans: shown.length ? shown.map((plan) => planDetailBean(store, plan)) : null,
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: planSortFields }, emptyPlanList) },
    ),

    handle(planDetail, ({ input, store, notFound }) => {
      const plan = own(store, store.plans.get(input.planId)) ?? notFound(`Plan ${input.planId} not found`)
      return { plan: planDetailBean(store, plan, { detail: true }) }
    }),
  ],
})
