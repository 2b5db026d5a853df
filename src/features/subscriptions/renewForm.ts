import { z } from 'zod'
import {
  renewDiscountInput,
  subscriptionRenewInput,
  type PaymentUIMode,
  type SubscriptionRenewInput,
} from '../../api/contract/subscriptions'
import { jsonObjectText } from '../../lib/formValues'

/**
 * The renew form (4.1): the contract's request with the form's own representations (numbers and the
 * end time typed as text, metadata as JSON text, the discount and the promo credit behind choices).
 * Every rule is the contract's; the form adds only what its choices ask for (a chosen discount needs
 * its value).
 */

export type DiscountChoice = 'none' | 'code' | 'custom'
export type DiscountKind = 'amount' | 'percentage'

export interface RenewFormValues {
  subscriptionId: string
  userId: string
  productId: string
  applyPromoCredit: boolean
  /** Empty = as much as the user has (automatic). */
  applyPromoCreditAmount: string
  discountChoice: DiscountChoice
  discountCode: string
  discountKind: DiscountKind
  discount: {
    discountAmount: string
    discountPercentage: string
    cycleLimit: string
    /** A datetime-local value, in local time. */
    endTime: string
    recurring: boolean
    metadata: string
  }
  gatewayId: string
  gatewayPaymentType: string
  manualPayment: boolean
  paymentUIMode: PaymentUIMode
  productData: { name: string; description: string }
  returnUrl: string
  cancelUrl: string
  /** Basis points. */
  taxPercentage: string
  metadata: string
}

export const renewFormDefaults: RenewFormValues = {
  subscriptionId: '',
  userId: '',
  productId: '',
  applyPromoCredit: false,
  applyPromoCreditAmount: '',
  discountChoice: 'none',
  discountCode: '',
  discountKind: 'amount',
  discount: { discountAmount: '', discountPercentage: '', cycleLimit: '', endTime: '', recurring: false, metadata: '' },
  gatewayId: '',
  gatewayPaymentType: '',
  manualPayment: false,
  paymentUIMode: 'hosted',
  productData: { name: '', description: '' },
  returnUrl: '',
  cancelUrl: '',
  taxPercentage: '',
  metadata: '',
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/

/**
 * A number typed as text: digits become a number; anything else goes on as typed, for the contract's
 * rule to refuse with its own message. Typed as the contract's member, whose output it keeps.
 */
export const numberText = <T extends z.ZodType>(member: T): T =>
  z.preprocess((value) => (typeof value === 'string' && NUMBER.test(value) ? Number(value) : value), member) as unknown as T

/** Whole basis points typed as text, or null when the text is not one. */
export function basisPointsFromText(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null
}

/** A datetime-local value (local time) as seconds since the epoch; anything else goes on as typed. */
export const dateTimeText = <T extends z.ZodType>(member: T): T =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value
    const time = Date.parse(value)
    return Number.isNaN(time) ? value : Math.floor(time / 1000)
  }, member) as unknown as T

/** JSON text for a metadata member of the contract (typed as the member, whose output it keeps). */
const metadataText = <T extends z.ZodType<unknown, Record<string, unknown> | undefined>>(label: string, member: T): T =>
  jsonObjectText(label, member) as unknown as T

const shape = subscriptionRenewInput.shape
const discountShape = renewDiscountInput.shape

const discountForm = renewDiscountInput.safeExtend({
  discountAmount: numberText(discountShape.discountAmount),
  discountPercentage: numberText(discountShape.discountPercentage),
  cycleLimit: numberText(discountShape.cycleLimit),
  endTime: dateTimeText(discountShape.endTime),
  metadata: metadataText('Discount metadata', discountShape.metadata),
})

const always = { when: () => true }

const fields = subscriptionRenewInput
  .safeExtend({
    userId: numberText(shape.userId),
    productId: numberText(shape.productId),
    applyPromoCreditAmount: numberText(shape.applyPromoCreditAmount),
    gatewayId: numberText(shape.gatewayId),
    taxPercentage: numberText(shape.taxPercentage),
    metadata: metadataText('Metadata', shape.metadata),
    discount: discountForm.optional(),
    discountChoice: z.enum(['none', 'code', 'custom']).default('none'),
    discountKind: z.enum(['amount', 'percentage']).default('amount'),
  })
  .refine((values) => values.discountChoice !== 'code' || Boolean(values.discountCode?.trim()), {
    path: ['discountCode'],
    error: 'Enter the discount code, or choose no discount',
    ...always,
  })
  .refine(
    (values) =>
      values.discountChoice !== 'custom' || values.discountKind !== 'amount' || values.discount?.discountAmount !== undefined,
    { path: ['discount', 'discountAmount'], error: 'Enter the amount to take off', ...always },
  )
  .refine(
    (values) =>
      values.discountChoice !== 'custom' ||
      values.discountKind !== 'percentage' ||
      values.discount?.discountPercentage !== undefined,
    { path: ['discount', 'discountPercentage'], error: 'Enter the percentage to take off, in basis points', ...always },
  )
  .transform(({ discountChoice: _choice, discountKind: _kind, productData, ...request }): SubscriptionRenewInput => {
    const named = productData && (productData.name !== undefined || productData.description !== undefined)
    return { ...request, ...(named ? { productData } : {}) }
  })

/**
 * Values of fields that the person's choices hide are left out before checking, so that they neither
 * block the form nor reach the request: the promo credit maximum without promo credit, the code or the
 * discount of another discount choice, the amount or the percentage of the other kind.
 */
function withoutHiddenValues(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values
  const { applyPromoCredit, applyPromoCreditAmount, discountCode, discount, ...rest } = values as Record<string, unknown>
  const choice = rest.discountChoice
  const out: Record<string, unknown> = { ...rest }
  if (applyPromoCredit === true) {
    out.applyPromoCredit = true
    if (applyPromoCreditAmount !== undefined) out.applyPromoCreditAmount = applyPromoCreditAmount
  }
  if (out.manualPayment !== true) delete out.manualPayment
  if (choice === 'code') out.discountCode = typeof discountCode === 'string' ? discountCode.trim() : discountCode
  if (choice === 'custom' && discount && typeof discount === 'object') {
    const { discountAmount, discountPercentage, ...options } = discount as Record<string, unknown>
    out.discount = rest.discountKind === 'percentage' ? { ...options, discountPercentage } : { ...options, discountAmount }
  }
  if (typeof out.subscriptionId === 'string') out.subscriptionId = out.subscriptionId.trim()
  return out
}

export const renewFormSchema = z.preprocess(withoutHiddenValues, fields)

export type RenewFormOutput = z.output<typeof renewFormSchema>

/** Search params that prefill the form, so that other pages can link to it (`?userId=7`). */
export const renewSearchSchema = z.object({
  subscriptionId: z.string().trim().min(1).max(200).optional().catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
})
export type RenewSearch = z.infer<typeof renewSearchSchema>

export function renewFormValuesFrom(search: RenewSearch): RenewFormValues {
  return {
    ...renewFormDefaults,
    subscriptionId: search.subscriptionId ?? '',
    userId: search.userId === undefined ? '' : String(search.userId),
  }
}
