import { z } from 'zod'
import {
  renewDiscountInput,
  requireSubscriptionIdentification,
  subscriptionRenewFields,
  type SubscriptionRenewInput,
} from '../../api/contract/subscriptions'
import { dateTimeField, numberField, textField } from '../../lib/fields'
import { jsonObjectText } from '../../lib/formValues'
import { formatBasisPoints } from '../../lib/money'
import type { RenewSearch } from './renewSearch'

/**
 * The renew form (4.1): the contract's request read through the form field helpers (numbers and the end
 * time typed as text, metadata as JSON text, the discount and the promo credit behind choices). Every
 * rule is the contract's; the form adds only what its choices ask for (a chosen discount needs its
 * value). Its fields are written here once: the form's values type is this schema's input.
 */

const shape = () => subscriptionRenewFields.shape
const discountShape = () => renewDiscountInput.shape

const discountForm = renewDiscountInput.extend({
  discountAmount: numberField(discountShape().discountAmount),
  discountPercentage: numberField(discountShape().discountPercentage),
  cycleLimit: numberField(discountShape().cycleLimit),
  endTime: dateTimeField(discountShape().endTime),
  metadata: jsonObjectText('Discount metadata', discountShape().metadata),
})

const always = { when: () => true }

/** The contract's request with the members typed as text, and the choices that show or hide members. */
const fields = subscriptionRenewFields
  .extend({
    subscriptionId: textField(shape().subscriptionId),
    userId: numberField(shape().userId),
    productId: numberField(shape().productId),
    gatewayId: numberField(shape().gatewayId),
    /** Which discount applies to this invoice: none, a code, or a one-off discount of a kind. */
    discountChoice: z.enum(['none', 'code', 'custom']),
    discountCode: textField(shape().discountCode),
    discountKind: z.enum(['amount', 'percentage']),
    discount: discountForm.optional(),
    /** Empty = as much as the user has (automatic). */
    applyPromoCreditAmount: numberField(shape().applyPromoCreditAmount),
    /** Basis points. */
    taxPercentage: numberField(shape().taxPercentage),
    metadata: jsonObjectText('Metadata', shape().metadata),
  })
  .refine(...requireSubscriptionIdentification)
  .refine((values) => values.discountChoice !== 'code' || values.discountCode !== undefined, {
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

export type RenewFormValues = z.input<typeof fields>

/**
 * Values of fields that the person's choices hide are left out before checking, so that they neither
 * block the form nor reach the request: the promo credit maximum without promo credit, the code or the
 * discount of another discount choice, the amount or the percentage of the other kind, and the switches
 * left off.
 */
function withoutHiddenValues(values: RenewFormValues): Record<string, unknown> {
  const { applyPromoCredit, applyPromoCreditAmount, manualPayment, discountCode, discount, ...rest } = values
  const { discountAmount, discountPercentage, ...discountOptions } = discount ?? {}
  return definedOnly({
    ...rest,
    ...(applyPromoCredit ? { applyPromoCredit, applyPromoCreditAmount } : {}),
    ...(manualPayment ? { manualPayment } : {}),
    ...(values.discountChoice === 'code' ? { discountCode } : {}),
    ...(values.discountChoice === 'custom' && discount
      ? {
          discount: definedOnly({
            ...discountOptions,
            ...(values.discountKind === 'percentage' ? { discountPercentage } : { discountAmount }),
          }),
        }
      : {}),
  })
}

/** The members that have a value: a member left out is not sent, where one set to undefined would be kept. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}

export const renewFormSchema = z.preprocess(withoutHiddenValues, fields)

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

/** Whole basis points typed as text, or null when the text is not one. */
export function basisPointsFromText(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null
}

/** "1900 basis points = 19 %" for whole basis points typed as text, else the hint. */
export function basisPointsHint(text: string | undefined, hint: string): string {
  const value = basisPointsFromText(text ?? '')
  return value === null ? hint : `${value} basis points = ${formatBasisPoints(value)}`
}

export function renewFormValuesFrom(search: RenewSearch): RenewFormValues {
  return {
    ...renewFormDefaults,
    subscriptionId: search.subscriptionId ?? '',
    userId: search.userId === undefined ? '' : String(search.userId),
  }
}
