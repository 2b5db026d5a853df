import { DiscountStatus } from '../../src/api/contract/codes'
import {
  batchChildList,
  batchTemplateList,
  discountDetail,
  discountList,
  discountSortFields,
} from '../../src/api/contract/extensions/discounts'
import { childCountsByTemplate, childWithCounts, templateWithCounts } from '../handlers/discounts'
import type { BatchChildRecord, BatchTemplateRecord, DiscountCodeRecord } from '../records'
import { defineArea, handle } from '../registry'
import { discountDetailBean, shownDiscountStatus } from './beans'
import {
  type CreateTimeRange,
  given,
  inCreateTimeRange,
  like,
  oneOfSet,
  orderBy,
  own,
  ownedBy,
  pageOf,
  readListRequest,
} from './listing'

/**
 * Discount codes: the list (list-endpoints.md §3.6) and the detail call (§4); batch templates and their
 * child codes (§3.7).
 *
 * - status: a deleted code shows status 10 (archived) and is selected by 10: `[10]` alone gives the
 *   deleted codes, a set with 10 and others adds them, a set without 10 leaves them out; no status filter
 *   lists them too, after the others. The same holds for templates.
 * - code (discount list): part of the code in any case, ignored when searchKey is given; searchKey: part of
 *   the code or of the name. Template list: codePrefix, part of the prefix; searchKey, part of the prefix
 *   or of the name. Child list: code, part of the child code.
 * - gmt_modify is the record's `gmtModify` where it has one, else its creation time.
 * - The discount detail call has no ownership check, as the service's has none.
 * - The template list also counts every template of the merchant: active ones (status 2), their child
 *   codes, the redeemed ones and the rate redeemed (0 to 1).
 */

type Discountish = DiscountCodeRecord | BatchTemplateRecord | BatchChildRecord

const sortKeys = {
  gmt_create: (record: Discountish) => record.createTime,
  gmt_modify: (record: Discountish) => (record as { gmtModify?: number }).gmtModify ?? record.createTime,
} as const

/** Deleted codes after the others. */
const deletedLast = (a: Discountish, b: Discountish) => Number(a.isDeleted > 0) - Number(b.isDeleted > 0)

interface SharedFilters extends CreateTimeRange {
  discountType?: number[]
  billingType?: number[]
  status?: number[]
  currency?: string
}

/** The filters codes and templates share. */
function matchesShared(input: SharedFilters): (record: Discountish) => boolean {
  const discountTypes = oneOfSet(input.discountType)
  const billingTypes = oneOfSet(input.billingType)
  const statuses = oneOfSet(input.status)
  const currency = given(input.currency)
  return (record) =>
    (!discountTypes || discountTypes.has(record.discountType)) &&
    (!billingTypes || billingTypes.has(record.billingType)) &&
    (!statuses || statuses.has(shownDiscountStatus(record))) &&
    (!currency || record.currency.toUpperCase() === currency) &&
    inCreateTimeRange(record.createTime, input)
}

const sortOf = (input: { sortField?: 'gmt_create' | 'gmt_modify'; sortType?: 'asc' | 'desc' }) =>
  [input.sortField ?? 'gmt_create', input.sortType ?? 'desc'] as const

export default defineArea({
  area: 'discount lists',
  handlers: [
    handle(
      discountList,
      ({ input, store }) => {
        const [sortField, sortType] = sortOf(input)
        const compare = (a: DiscountCodeRecord, b: DiscountCodeRecord) =>
          deletedLast(a, b) || orderBy(sortKeys[sortField], sortType)(a, b)
        const sorted = store.discountCodes.sorted(`extension:${sortField}:${sortType}`, compare)
        const searchKey = given(input.searchKey)
        const code = searchKey ? undefined : given(input.code)
        const shared = matchesShared(input)
        const owned = ownedBy(store)
        const matching = sorted.filter(
          (record) =>
            owned(record) &&
            shared(record) &&
            (!code || like(record.code, code)) &&
            (!searchKey || like(record.code, searchKey) || like(record.name, searchKey)),
        )
        return {
          discounts: pageOf(matching, input.page, input.count).map((record) => discountDetailBean(store, record)),
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: discountSortFields }, () => ({ discounts: [], total: 0 })) },
    ),

    handle(discountDetail, ({ input, store, notFound }) => {
      const code = store.discountCodes.get(input.id) ?? notFound(`Discount code ${input.id} not found`)
      return { discount: discountDetailBean(store, code) }
    }),

    handle(
      batchTemplateList,
      ({ input, store }) => {
        const [sortField, sortType] = sortOf(input)
        const sorted = store.batchTemplates.sorted(`extension:${sortField}:${sortType}`, orderBy(sortKeys[sortField], sortType))
        const codePrefix = given(input.codePrefix)
        const searchKey = given(input.searchKey)
        const shared = matchesShared(input)
        const owned = sorted.filter(ownedBy(store))
        const matching = owned.filter(
          (template) =>
            shared(template) &&
            (!codePrefix || like(template.codePrefix, codePrefix)) &&
            (!searchKey || like(template.codePrefix, searchKey) || like(template.name, searchKey)),
        )
        const counts = childCountsByTemplate(store)
        let totalChildCodeCount = 0
        let usedChildCodeCount = 0
        for (const template of owned) {
          const count = counts.get(template.code)
          totalChildCodeCount += count?.childCodeCount ?? 0
          usedChildCodeCount += count?.usedChildCodeCount ?? 0
        }
        return {
          templates: pageOf(matching, input.page, input.count).map((template) => templateWithCounts(store, template, counts)),
          total: matching.length,
          activeTemplateCount: owned.filter((template) => shownDiscountStatus(template) === DiscountStatus.active).length,
          totalChildCodeCount,
          usedChildCodeCount,
          usageRate: totalChildCodeCount ? usedChildCodeCount / totalChildCodeCount : 0,
        }
      },
      { prepare: readListRequest({ fields: discountSortFields }, () => ({ templates: [], total: 0 })) },
    ),

    handle(
      batchChildList,
      ({ input, store }) => {
        const template = own(store, store.batchTemplates.get(input.templateId))
        if (!template) return { children: [], total: 0 }
        const [sortField, sortType] = sortOf(input)
        const ordered = orderBy(sortKeys[sortField], sortType)
        const sorted = store.batchChildren.sorted(`extension:${sortField}:${sortType}`, ordered)
        const code = given(input.code)
        const matching = sorted.filter(
          (child) =>
            child.parentTemplateCode === template.code &&
            child.merchantId === store.merchantId &&
            (!code || like(child.code, code)) &&
            inCreateTimeRange(child.createTime, input),
        )
        const counts = childCountsByTemplate(store)
        return {
          children: pageOf(matching, input.page, input.count).map((child) => childWithCounts(store, child, counts)),
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: discountSortFields }, () => ({ children: [], total: 0 })) },
    ),
  ],
})
