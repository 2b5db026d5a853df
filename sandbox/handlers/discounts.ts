import { batchChildDetail, batchTemplateDetail, discountDecreaseQuantity } from '../../src/api/contract/discounts'
import type { BatchChildRecord, BatchTemplateRecord, DiscountCodeRecord } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'

/**
 * Discount codes (4.7 decrease quantity), batch templates (4.8) and batch child codes (4.9).
 *
 * Rules beyond the contract:
 * - decrease: an unknown code is a 404; an omitted amount is a 400 (the service family needs one > 0);
 *   a code whose quantity is 0 has no quantity limit, so there is nothing to decrease (400); a result that
 *   is not greater than 0 is a 400; a result below the code's used quantity disables quantity control,
 *   which the code shows as quantity 0 (no limit).
 * - the children of a template are the child codes whose `parentTemplateCode` is the template's `code`;
 *   `childCodeCount` and `usedChildCodeCount` (redeemed children) are counted from them, on the template
 *   and on each of its children.
 */

/** A discount code as the API shows it (without the sandbox's `usedQuantity`). */
export function publicDiscountCode(record: DiscountCodeRecord) {
  const { usedQuantity: _usedQuantity, ...code } = record
  return code
}

export interface ChildCounts {
  childCodeCount: number
  usedChildCodeCount: number
}

/** For each template code, its child codes and how many of them were redeemed (one pass over the children). */
export function childCountsByTemplate(store: Workspace): Map<string, ChildCounts> {
  const counts = new Map<string, ChildCounts>()
  for (const child of store.batchChildren.values()) {
    const count = counts.get(child.parentTemplateCode) ?? { childCodeCount: 0, usedChildCodeCount: 0 }
    count.childCodeCount++
    if (child.isRedeemed) count.usedChildCodeCount++
    counts.set(child.parentTemplateCode, count)
  }
  return counts
}

/** The child codes of a template, and how many of them were redeemed. */
export function childCounts(store: Workspace, templateCode: string): ChildCounts {
  return childCountsByTemplate(store).get(templateCode) ?? { childCodeCount: 0, usedChildCodeCount: 0 }
}

/** A template as the API shows it: with its counts (`counts` when they are known already). */
export function templateWithCounts(
  store: Workspace,
  template: BatchTemplateRecord,
  counts = childCountsByTemplate(store),
): BatchTemplateRecord {
  return { ...template, ...(counts.get(template.code) ?? { childCodeCount: 0, usedChildCodeCount: 0 }) }
}

/** A child code as the API shows it: with its template's counts (`counts` when they are known already). */
export function childWithCounts(
  store: Workspace,
  child: BatchChildRecord,
  counts = childCountsByTemplate(store),
): BatchChildRecord {
  if (!child.parentTemplateCode) return { ...child }
  return { ...child, ...(counts.get(child.parentTemplateCode) ?? { childCodeCount: 0, usedChildCodeCount: 0 }) }
}

export default defineArea({
  area: 'discounts',
  handlers: [
    handle(discountDecreaseQuantity, ({ input, store, notFound, badRequest }) => {
      const code = store.discountCodes.get(input.id) ?? notFound(`Discount code ${input.id} not found`)
      const amount = input.amount ?? badRequest('amount is required: give the quantity to subtract (greater than 0)')
      if (code.quantity <= 0) {
        badRequest(`Discount code ${code.id} has no quantity limit (quantity 0), so its quantity cannot be decreased`)
      }
      const result = code.quantity - amount
      if (result <= 0) {
        badRequest(
          `The quantity after the decrease must be greater than 0: discount code ${code.id} has quantity ${code.quantity}, and decreasing it by ${amount} would leave ${result}`,
        )
      }
      // Below the used quantity the limit can no longer hold: quantity control is disabled (0 = no limit).
      const quantity = result < code.usedQuantity ? 0 : result
      const updated = store.discountCodes.update(code.id, { quantity })!
      return { discountCode: publicDiscountCode(updated) }
    }),

    handle(batchTemplateDetail, ({ input, store, notFound }) => {
      const template = store.batchTemplates.get(input.id) ?? notFound(`Batch discount template ${input.id} not found`)
      return { template: templateWithCounts(store, template) }
    }),

    handle(batchChildDetail, ({ input, store, notFound }) => {
      const child = store.batchChildren.get(input.id) ?? notFound(`Batch child code ${input.id} not found`)
      return { child: childWithCounts(store, child) }
    }),
  ],
})
