import { z } from 'zod'
import { discountSortFields } from '../sorting'
import { currencyCode, extensionEndpoint, list, positiveInt, resource } from '../core'
import { batchChildSchema, batchTemplateSchema, discountCodeShape } from '../discounts'
import { planSchema } from '../plans'
import { codeList, createTimeInOrder, createTimeRange, oneOf, paging, sorting, text } from './listing'

// ---- resources (list-endpoints.md §3.6, §3.7) ----

/**
 * A discount code with the plans it names and how much of it is used. A deleted code shows status 10
 * (archived). `liveQuantity` = max(quantity − used, 0), also 0 for a code without a limit (quantity 0).
 */
export const discountCodeDetailSchema = resource({
  ...discountCodeShape(),
  liveQuantity: z.number(),
  plans: list(planSchema),
  quantityUsed: z.number(),
})
export type DiscountCodeDetail = z.infer<typeof discountCodeDetailSchema>

// ---- requests ----

export { discountSortFields }

/** The filters that discount codes and batch templates share. */
const discountFilters = () => ({
  discountType: codeList('discountType', 'Discount type').optional(),
  billingType: codeList('billingType', 'Billing type').optional(),
  /** 10 (archived) selects deleted codes. */
  status: codeList('discountStatus', 'Status').optional(),
  currency: currencyCode('Currency').optional(),
  ...paging(),
  ...sorting(discountSortFields),
  ...createTimeRange(),
})

export const discountListInput = z
  .object({
    ...discountFilters(),
    /** Part of the code, in any case. Ignored when `searchKey` is given. */
    code: text('Code').optional(),
    /** Part of the code (in any case) or of the name. */
    searchKey: text('Search text').optional(),
  })
  .refine(...createTimeInOrder)
export type DiscountListInput = z.input<typeof discountListInput>

export const discountDetailInput = z.object({ id: positiveInt('Discount id') })
export type DiscountDetailInput = z.input<typeof discountDetailInput>

export const batchTemplateListInput = z
  .object({
    ...discountFilters(),
    /** Part of the children's code prefix. */
    codePrefix: text('Code prefix').optional(),
    /** Part of the code prefix or of the name. */
    searchKey: text('Search text').optional(),
  })
  .refine(...createTimeInOrder)
export type BatchTemplateListInput = z.input<typeof batchTemplateListInput>

export const batchChildListInput = z
  .object({
    templateId: positiveInt('Template id'),
    /** Part of the child code, in any case. */
    code: text('Code').optional(),
    ...paging(),
    ...sorting(discountSortFields),
    ...createTimeRange(),
  })
  .refine(...createTimeInOrder)
export type BatchChildListInput = z.input<typeof batchChildListInput>

// ---- endpoints ----

/** GET only. */
export const discountList = extensionEndpoint({
  section: 'L3.6',
  name: 'discountList',
  method: 'GET',
  path: '/merchant/discount/list',
  summary: `List discount codes, deleted ones last (sort by ${oneOf(discountSortFields)})`,
  kind: 'read',
  input: discountListInput,
  output: resource({ discounts: list(discountCodeDetailSchema), total: z.number() }),
})

export const discountDetail = extensionEndpoint({
  section: 'L4',
  name: 'discountDetail',
  method: 'POST',
  path: '/merchant/discount/detail',
  summary: 'Get a discount code with its plans and usage',
  kind: 'read',
  input: discountDetailInput,
  output: resource({ discount: discountCodeDetailSchema }),
})

/** Usage of every batch template of the merchant, beside the page of templates. `usageRate` is 0 to 1. */
export const batchTemplateListOutput = resource({
  activeTemplateCount: z.number(),
  templates: list(batchTemplateSchema),
  total: z.number(),
  totalChildCodeCount: z.number(),
  usageRate: z.number(),
  usedChildCodeCount: z.number(),
})
export type BatchTemplateListOutput = z.infer<typeof batchTemplateListOutput>

export const batchTemplateList = extensionEndpoint({
  section: 'L3.7',
  name: 'batchTemplateList',
  method: 'GET',
  path: '/merchant/discount/batch/template/list',
  summary: 'List batch discount templates, with the usage of their child codes',
  kind: 'read',
  input: batchTemplateListInput,
  output: batchTemplateListOutput,
})

export const batchChildList = extensionEndpoint({
  section: 'L3.7',
  name: 'batchChildList',
  method: 'GET',
  path: '/merchant/discount/batch/children/list',
  summary: 'List the child codes of a batch template',
  kind: 'read',
  input: batchChildListInput,
  output: resource({ children: list(batchChildSchema), total: z.number() }),
})
