import { DiscountStatus } from '../../src/api/contract/codes'
import {
  batchChildList,
  batchTemplateList,
  discountDetail,
  discountList,
  discountSortFields,
} from '../../src/api/contract/extensions/discounts'
import { childWithCounts, publicTemplate, templateCounts } from '../handlers/discounts'
import type { BatchChildRecord, BatchTemplateRecord, DiscountCodeRecord } from '../records'
import { defineArea, handle } from '../registry'
import { discountDetailBean, shownDiscountStatus } from './beans'
import {
  allOf,
  type CreateTimeRange,
  createTimeCheck,
  given,
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

/** The checks of the filters codes and templates share. */
function sharedChecks(input: SharedFilters): Parameters<typeof allOf<Discountish>> {
  const discountTypes = oneOfSet(input.discountType)
  const billingTypes = oneOfSet(input.billingType)
  const statuses = oneOfSet(input.status)
  const currency = given(input.currency)
  return [
    discountTypes && ((record) => discountTypes.has(record.discountType)),
    billingTypes && ((record) => billingTypes.has(record.billingType)),
    statuses && ((record) => statuses.has(shownDiscountStatus(record))),
    currency && ((record) => record.currency.toUpperCase() === currency),
    createTimeCheck(input),
  ]
}

const sortOf = (input: { sortField?: 'gmt_create' | 'gmt_modify'; sortType?: 'asc' | 'desc' }) =>
  [input.sortField ?? 'gmt_create', input.sortType ?? 'desc'] as const

export default defineArea({
  area: 'discount lists',
  handlers: [
    handle(
      discountList,
      ({ input, store, dialect }) => {
        const [sortField, sortType] = sortOf(input)
        const compare = (a: DiscountCodeRecord, b: DiscountCodeRecord) =>
          deletedLast(a, b) || orderBy(sortKeys[sortField], sortType)(a, b)
        const sorted = store.discountCodes.sorted(`extension:${sortField}:${sortType}`, compare)
        const searchKey = given(input.searchKey)
        const code = searchKey ? undefined : given(input.code)
        const matching = sorted.filter(
          allOf<Discountish>(
            ownedBy(store),
            ...sharedChecks(input),
            code && ((record) => like(record.code, code)),
            searchKey && ((record) => like(record.code, searchKey) || like(record.name, searchKey)),
          ),
        )
        return {
          discounts: dialect.list(
            pageOf(matching, input.page, input.count).map((record) => discountDetailBean(store, record)),
            '[]',
          ),
          total: matching.length,
        }
      },
      {
        prepare: readListRequest({ fields: discountSortFields }, (dialect) => ({ discounts: dialect.list([], '[]'), total: 0 })),
      },
    ),

    handle(discountDetail, ({ input, store, dialect }) => {
      const code = store.discountCodes.get(input.id) ?? dialect.notFound('discountCode', input.id)
      return { discount: discountDetailBean(store, code) }
    }),

    handle(
      batchTemplateList,
      ({ input, store, dialect }) => {
        const [sortField, sortType] = sortOf(input)
        const sorted = store.batchTemplates.sorted(`extension:${sortField}:${sortType}`, orderBy(sortKeys[sortField], sortType))
        const codePrefix = given(input.codePrefix)
        const searchKey = given(input.searchKey)
        const owned = sorted.filter(ownedBy(store))
        const matching = owned.filter(
          allOf<BatchTemplateRecord>(
            ...sharedChecks(input),
            codePrefix && ((template) => like(template.codePrefix, codePrefix)),
            searchKey && ((template) => like(template.codePrefix, searchKey) || like(template.name, searchKey)),
          ),
        )
        let totalChildCodeCount = 0
        let usedChildCodeCount = 0
        for (const template of owned) {
          const counts = templateCounts(store, template)
          totalChildCodeCount += counts.childCodeCount
          usedChildCodeCount += counts.usedChildCodeCount
        }
        return {
          templates: dialect.list(
            pageOf(matching, input.page, input.count).map((template) => publicTemplate(store, template)),
            '[]',
          ),
          total: matching.length,
          activeTemplateCount: owned.filter((template) => shownDiscountStatus(template) === DiscountStatus.active).length,
          totalChildCodeCount,
          usedChildCodeCount,
          usageRate: totalChildCodeCount ? usedChildCodeCount / totalChildCodeCount : 0,
        }
      },
      {
        prepare: readListRequest({ fields: discountSortFields }, (dialect) => ({ templates: dialect.list([], '[]'), total: 0 })),
      },
    ),

    handle(
      batchChildList,
      ({ input, store, dialect }) => {
        const template = own(store, store.batchTemplates.get(input.templateId))
        if (!template) return { children: dialect.list([], '[]'), total: 0 }
        const [sortField, sortType] = sortOf(input)
        const ordered = orderBy(sortKeys[sortField], sortType)
        const sorted = store.batchChildren.sorted(`extension:${sortField}:${sortType}`, ordered)
        const code = given(input.code)
        const matching = sorted.filter(
          allOf<BatchChildRecord>(
            (child) => child.parentTemplateCode === template.code,
            ownedBy(store),
            code && ((child) => like(child.code, code)),
            createTimeCheck(input),
          ),
        )
        return {
          children: dialect.list(
            pageOf(matching, input.page, input.count).map((child) => childWithCounts(store, child)),
            '[]',
          ),
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: discountSortFields }, (dialect) => ({ children: dialect.list([], '[]'), total: 0 })) },
    ),
  ],
})
