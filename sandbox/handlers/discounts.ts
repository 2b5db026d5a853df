import { batchChildDetail, batchTemplateDetail, discountDecreaseQuantity } from '../../src/api/contract/discounts'
import { type BatchChildRecord, type BatchTemplateRecord, childCodeCounts, type DiscountCodeRecord } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'

/**
 * Discount codes (4.7 decrease quantity), batch templates (4.8) and batch child codes (4.9).
 *
 * Rules beyond the contract:
 * - decrease: an unknown code is not found; an omitted amount is a 400 (the service family needs one > 0);
 *   a code whose quantity is 0 has no quantity limit, so there is nothing to decrease; a result that
 *   is not greater than 0 is refused; a result below the code's used quantity disables quantity control,
 *   which the code shows as quantity 0 (no limit).
 * - the children of a template are the child codes whose `parentTemplateCode` is the template's `code`.
 *   A template keeps the `childCodeCount` and `usedChildCodeCount` it was given; a count it was not given
 *   is counted from its children (redeemed ones for `usedChildCodeCount`) on every answer. A child shows
 *   its template's counts.
 */

/** A discount code as the API shows it (without the sandbox's `usedQuantity`). */
export function publicDiscountCode(record: DiscountCodeRecord) {
  const { usedQuantity: _usedQuantity, ...code } = record
  return code
}

/** The child codes of a template, and how many of them were redeemed. */
export function childCounts(store: Workspace, templateCode: string): { childCodeCount: number; usedChildCodeCount: number } {
  let childCodeCount = 0
  let usedChildCodeCount = 0
  for (const child of store.batchChildren.values()) {
    if (child.parentTemplateCode !== templateCode) continue
    childCodeCount++
    if (child.isRedeemed) usedChildCodeCount++
  }
  return { childCodeCount, usedChildCodeCount }
}

/** The template's counts: those it was given, and the others counted from its children. */
function templateCounts(store: Workspace, template: BatchTemplateRecord): { childCodeCount: number; usedChildCodeCount: number } {
  const counted = childCounts(store, template.code)
  const derived = template.derivedCounts ?? childCodeCounts
  return {
    childCodeCount: derived.includes('childCodeCount') ? counted.childCodeCount : template.childCodeCount,
    usedChildCodeCount: derived.includes('usedChildCodeCount') ? counted.usedChildCodeCount : template.usedChildCodeCount,
  }
}

/** A template as the API shows it (2.5): with its counts, without what the sandbox keeps beside them. */
function publicTemplate(store: Workspace, template: BatchTemplateRecord) {
  const { derivedCounts: _derivedCounts, ...fields } = template
  return { ...fields, ...templateCounts(store, template) }
}

function childWithCounts(store: Workspace, child: BatchChildRecord): BatchChildRecord {
  if (!child.parentTemplateCode) return { ...child }
  const template = store.batchTemplates.find((candidate) => candidate.code === child.parentTemplateCode)
  return { ...child, ...(template ? templateCounts(store, template) : childCounts(store, child.parentTemplateCode)) }
}

export default defineArea({
  area: 'discounts',
  handlers: [
    handle(discountDecreaseQuantity, ({ input, store, dialect }) => {
      const code = store.discountCodes.get(input.id) ?? dialect.notFound('discountCode', input.id)
      const amount =
        input.amount ?? dialect.required('Amount', 'amount is required: give the quantity to subtract (greater than 0)')
      if (code.quantity <= 0) {
        dialect.refuse(
          'decreaseBeyondQuantity',
          `Discount code ${code.id} has no quantity limit (quantity 0), so its quantity cannot be decreased`,
        )
      }
      const result = code.quantity - amount
      if (result <= 0) {
        dialect.refuse(
          'decreaseBeyondQuantity',
          `The quantity after the decrease must be greater than 0: discount code ${code.id} has quantity ${code.quantity}, and decreasing it by ${amount} would leave ${result}`,
        )
      }
      // Below the used quantity the limit can no longer hold: quantity control is disabled (0 = no limit).
      const quantity = result < code.usedQuantity ? 0 : result
      const updated = store.discountCodes.update(code.id, { quantity })!
      return { discountCode: publicDiscountCode(updated) }
    }),

    handle(batchTemplateDetail, ({ input, store, dialect }) => {
      const template = store.batchTemplates.get(input.id) ?? dialect.notFound('batchTemplate', input.id)
      return { template: publicTemplate(store, template) }
    }),

    handle(batchChildDetail, ({ input, store, dialect }) => {
      const child = store.batchChildren.get(input.id) ?? dialect.notFound('batchChild', input.id)
      return { child: childWithCounts(store, child) }
    }),
  ],
})
