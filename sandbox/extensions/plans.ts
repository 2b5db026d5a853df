import { planDetail, planList, planSortFields } from '../../src/api/contract/extensions/plans'
import type { Dialect } from '../dialect'
import type { PlanRecord } from '../records'
import { defineArea, handle } from '../registry'
import { planDetailBean } from './beans'
import {
  allOf,
  compareBy,
  descending,
  given,
  like,
  oneOfSet,
  orderBy,
  own,
  ownedBy,
  pageOf,
  readListRequest,
  thenBy,
} from './listing'

/**
 * Plans: the list (list-endpoints.md §3.8) and the detail call (§4).
 *
 * - 100 plans a page unless `count` says otherwise. Without productIds, the plans of every product, or in the real
 *   dialect only the default product's, as the newer service lists them (`dialect.rules.plansWithoutProducts`).
 * - productIds: 0 is the default product (plans without a product). publishStatus: 0 or nothing is all.
 * - searchKey: part of the plan's name or description.
 * - Default order: newest first, then by status; gmt_modify is the plan's last change.
 * - Empty lists (no match, a page past the end) are `dialect.list(…, 'null')`: null in the real dialect.
 */

export const PLAN_PAGE_SIZE = 100

/** The default product's id, which plans without a product have too. */
const DEFAULT_PRODUCT_ID = 0

const sortKeys = {
  plan_name: (plan: PlanRecord) => plan.planName,
  gmt_create: (plan: PlanRecord) => plan.createTime,
  gmt_modify: (plan: PlanRecord) => plan.gmtModify,
} as const

/** gmt_create desc, then status asc (then id desc). */
const defaultOrder = thenBy(
  descending(compareBy<PlanRecord>((plan) => plan.createTime)),
  compareBy<PlanRecord>((plan) => plan.status),
  descending(compareBy<PlanRecord>((plan) => plan.id)),
)

const emptyPlanList = (dialect: Dialect) => ({ plans: dialect.list([], 'null'), total: 0 })

export default defineArea({
  area: 'plan lists',
  handlers: [
    handle(
      planList,
      ({ input, store, dialect }) => {
        const sorted = input.sortField
          ? store.plans.sorted(
              `extension:${input.sortField}:${input.sortType ?? 'desc'}`,
              orderBy(sortKeys[input.sortField], input.sortType ?? 'desc'),
            )
          : store.plans.sorted('extension:default', defaultOrder)
        const planIds = oneOfSet(input.planIds)
        const productIds =
          oneOfSet(input.productIds) ??
          (dialect.rules.plansWithoutProducts === 'default product' ? new Set([DEFAULT_PRODUCT_ID]) : undefined)
        const types = oneOfSet(input.type)
        const statuses = oneOfSet(input.status)
        const currency = given(input.currency)
        const searchKey = given(input.searchKey)
        const { publishStatus } = input
        const matching = sorted.filter(
          allOf<PlanRecord>(
            ownedBy(store),
            planIds && ((plan) => planIds.has(plan.id)),
            productIds && ((plan) => productIds.has(plan.productId)),
            types && ((plan) => types.has(plan.type)),
            statuses && ((plan) => statuses.has(plan.status)),
            publishStatus !== undefined && ((plan) => plan.publishStatus === publishStatus),
            currency && ((plan) => plan.currency.toUpperCase() === currency),
            searchKey && ((plan) => like(plan.planName, searchKey) || like(plan.description, searchKey)),
          ),
        )
        const shown = pageOf(matching, input.page, input.count ?? PLAN_PAGE_SIZE)
        return {
          plans: dialect.list(
            shown.map((plan) => planDetailBean(store, plan)),
            'null',
          ),
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: planSortFields }, emptyPlanList) },
    ),

    handle(planDetail, ({ input, store, dialect }) => {
      const plan = own(store, store.plans.get(input.planId)) ?? dialect.notFound('plan', input.planId)
      return { plan: planDetailBean(store, plan, { detail: true }) }
    }),
  ],
})
