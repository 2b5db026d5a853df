import type { z } from 'zod'
import { codeLabel, DiscountStatus } from '../../src/api/contract/codes'
import {
  discountActivate,
  discountDeactivate,
  discountDelete,
  discountEdit,
  discountEditableInput,
  discountFieldsEditableAfterActivation,
  discountNew,
  discountQuantityIncrement,
} from '../../src/api/contract/extensions/discountActions'
import { formatIssues } from '../schema'
import { publicDiscountCode } from '../handlers/discounts'
import { buildDiscountCode, type DiscountCodeRecord } from '../records'
import { defineArea, type HandlerContext, handle } from '../registry'

/**
 * Discount codes' write calls (operations.md §3.11). Each checks that the code is the merchant's.
 *
 * - new: a code text unique among the merchant's codes, archived ones included ("exist Code:<code>"), created
 *   editable (1). The contract holds the rest (percentage xor amount, dates in order, plans when listed).
 * - edit: an editable code takes every member again (billing type, discount type and both times required);
 *   after activation only name, times, plans, limits, scope and advanced settings change (not the quantity), and
 *   the call needs both times or the plans; the frozen members are left as they are (the spec dialect refuses
 *   them, naming them). An archived code is not found.
 * - activate: any status to 2 (again: nothing). deactivate: 2 to 3, 3 again: nothing; any other status is an error
 *   the real service masks. delete: archived (shown as status 10) from any status. quantity_increment: adds to
 *   the quantity; from 0 (no limit) it turns a limit on.
 * The sandbox has no codes from outside the service, so the refusals of external codes never apply.
 */

type NewInput = z.output<typeof discountNew.input>
type EditInput = z.output<typeof discountEdit.input>

/** The request's members, as the record names them. */
function recordMembers(input: Partial<NewInput>): Partial<DiscountCodeRecord> {
  const { upgradeLongPlanOnly, ...rest } = input
  const members: Partial<DiscountCodeRecord> = {}
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(members, { [key]: value })
  if (upgradeLongPlanOnly !== undefined) members.upgradeLongerOnly = upgradeLongPlanOnly
  return members
}

function ownCode(ctx: HandlerContext<{ id: number }>): DiscountCodeRecord {
  const { input, store, dialect } = ctx
  const code = store.discountCodes.get(input.id) ?? dialect.notFound('discountCode', input.id)
  if (code.merchantId !== store.merchantId) {
    dialect.refuse('discountOtherMerchant', `Discount code ${code.id} belongs to another merchant`, code.id)
  }
  return code
}

function saved(ctx: HandlerContext<unknown>, code: DiscountCodeRecord, changes: Partial<DiscountCodeRecord>) {
  return ctx.store.discountCodes.update(code.id, changes)!
}

export default defineArea({
  area: 'discount actions',
  handlers: [
    handle(discountNew, (ctx) => {
      const { input, store, dialect } = ctx
      const taken = store.discountCodes.find((code) => code.merchantId === store.merchantId && code.code === input.code)
      if (taken)
        dialect.refuse('discountCodeExists', `The code ${input.code} exists already: discount code ${taken.id}`, input.code)
      const code = buildDiscountCode(store, {
        planApplyType: 0,
        planIds: [],
        quantity: 0,
        cycleLimit: 0,
        discountAmount: 0,
        discountPercentage: 0,
        currency: '',
        metadata: {},
        ...recordMembers(input),
        status: DiscountStatus.editable,
        isDeleted: 0,
        createTime: ctx.now(),
        merchantId: store.merchantId,
      })
      store.discountCodes.put(code)
      return { discount: publicDiscountCode(code) }
    }),

    handle(discountEdit, (ctx) => {
      const { input, dialect, badRequest } = ctx
      const code = ownCode(ctx)
      if (code.isDeleted) dialect.notFound('discountCode', code.id, `Discount code ${code.id} is archived: it cannot be edited`)
      if (code.status === DiscountStatus.editable) {
        const complete = discountEditableInput.safeParse(input)
        if (!complete.success) badRequest(formatIssues(complete.error.issues))
        return { discount: publicDiscountCode(saved(ctx, code, recordMembers(input))) }
      }
      const frozen = (Object.keys(input) as (keyof EditInput)[]).filter(
        (key) =>
          key !== 'id' && input[key] !== undefined && !(discountFieldsEditableAfterActivation as readonly string[]).includes(key),
      )
      if ((input.startTime === undefined || input.endTime === undefined) && input.planIds === undefined) {
        dialect.refuse(
          'discountEditNeedsTimesOrPlans',
          `Discount code ${code.id} is ${codeLabel('discountStatus', code.status)}: give both times or the plans`,
        )
      }
      // The service leaves the frozen members as they are; the sandbox does too, and says which in the spec dialect.
      const changes = recordMembers(
        Object.fromEntries(
          Object.entries(input).filter(([key]) => (discountFieldsEditableAfterActivation as readonly string[]).includes(key)),
        ),
      )
      if (frozen.length && dialect.name === 'spec') {
        badRequest(
          `Discount code ${code.id} is ${codeLabel('discountStatus', code.status)}: ${frozen.join(', ')} can no longer change (only ${discountFieldsEditableAfterActivation.join(', ')})`,
        )
      }
      return { discount: publicDiscountCode(saved(ctx, code, changes)) }
    }),

    handle(discountActivate, (ctx) => {
      const code = ownCode(ctx)
      if (code.status !== DiscountStatus.active) saved(ctx, code, { status: DiscountStatus.active })
      return {}
    }),

    handle(discountDeactivate, (ctx) => {
      const code = ownCode(ctx)
      if (code.status === DiscountStatus.deactivated) return {}
      if (code.status !== DiscountStatus.active) {
        ctx.dialect.refuse(
          'discountNotActive',
          `Discount code ${code.id} is ${codeLabel('discountStatus', code.status)}: only an active code can be deactivated`,
        )
      }
      saved(ctx, code, { status: DiscountStatus.deactivated })
      return {}
    }),

    handle(discountDelete, (ctx) => {
      const code = ownCode(ctx)
      if (!code.isDeleted) saved(ctx, code, { isDeleted: 1 })
      return {}
    }),

    handle(discountQuantityIncrement, (ctx) => {
      const code = ownCode(ctx)
      const updated = saved(ctx, code, { quantity: code.quantity + ctx.input.amount })
      return { discountCode: publicDiscountCode(updated) }
    }),
  ],
})
