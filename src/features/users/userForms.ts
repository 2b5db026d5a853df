import { z } from 'zod'
import {
  customerPortalUrlFields,
  promoCreditDecrementInput,
  requireUserIdentification,
  userChangeGatewayInput,
} from '../../api/contract/users'
import { numberField, textField } from '../../lib/fields'
import { formatCredits } from './format'

/**
 * The customers' forms: the contract's request schemas read through the form field helpers (every value
 * typed as text). Every rule is the contract's; the promo form adds the balance it can see. Each form's
 * values type is its schema's input, its output the contract's request.
 */

// ---- change default gateway (4.13) ----

const gatewayShape = () => userChangeGatewayInput.shape

/** The form sends everything but the user id, which the page adds. */
export const changeGatewayFormSchema = z.object({
  gatewayId: numberField(gatewayShape().gatewayId, 'Enter a gateway ID'),
  gatewayPaymentType: textField(gatewayShape().gatewayPaymentType),
  gatewayUserId: textField(gatewayShape().gatewayUserId),
  paymentMethodId: textField(gatewayShape().paymentMethodId),
})
export type ChangeGatewayFormValues = z.input<typeof changeGatewayFormSchema>
export type ChangeGatewayFormOutput = z.output<typeof changeGatewayFormSchema>

export const changeGatewayFormDefaults: ChangeGatewayFormValues = {
  gatewayId: '',
  gatewayPaymentType: '',
  gatewayUserId: '',
  paymentMethodId: '',
}

// ---- decrease promo credit (4.10) ----

/** The account the decrease applies to: its currency and its balance in credits. */
export interface PromoAccountBalance {
  currency: string
  amount: number
}

/** The balance left after decreasing by the typed number of credits, or null while the text is not one. */
export function balanceAfter(account: PromoAccountBalance, amountText: string): number | null {
  const text = amountText.trim()
  return /^\d+$/.test(text) ? account.amount - Number(text) : null
}

const promoShape = () => promoCreditDecrementInput.shape

/**
 * The decrease form for one account. Promo credit is counted in credits, not money (the real service's
 * `amount`; `currencyAmount` is its worth in cents), so the amount is a whole number of credits, sent as
 * typed; the contract wants it greater than 0; the balance must stay greater than 0.
 */
export function promoDecrementFormSchema(account: PromoAccountBalance) {
  return z
    .object({
      amount: numberField(promoShape().amount, 'Enter the number of credits to take off'),
      currency: promoShape().currency.refine((currency) => currency === account.currency, {
        error: `Currency must be the account's currency, ${account.currency}`,
      }),
      name: textField(promoShape().name),
      description: textField(promoShape().description),
    })
    .superRefine((input, ctx) => {
      const left = account.amount - input.amount
      if (left <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `The balance must stay above 0: taking ${formatCredits(input.amount)} off ${formatCredits(account.amount)} would leave ${formatCredits(left)}`,
        })
      }
    })
}
export type PromoDecrementFormValues = z.input<ReturnType<typeof promoDecrementFormSchema>>
export type PromoDecrementFormOutput = z.output<ReturnType<typeof promoDecrementFormSchema>>

export function promoDecrementFormDefaults(account: PromoAccountBalance): PromoDecrementFormValues {
  return { amount: '', currency: account.currency, name: '', description: '' }
}

// ---- customer-portal link (4.6) ----

const portalShape = () => customerPortalUrlFields.shape

/**
 * The contract's request (and its rule: a user id, or an external user id together with an e-mail),
 * each value typed as text; the VAT country code may be typed in lower case.
 */
export const portalFormSchema = z
  .object({
    userId: numberField(portalShape().userId),
    externalUserId: textField(portalShape().externalUserId),
    email: textField(portalShape().email),
    returnUrl: textField(portalShape().returnUrl),
    cancelUrl: textField(portalShape().cancelUrl),
    planId: numberField(portalShape().planId),
    productId: numberField(portalShape().productId),
    vatCountryCode: textField(
      z
        .string()
        .optional()
        .transform((code) => code?.toUpperCase())
        .pipe(portalShape().vatCountryCode),
    ),
  })
  .superRefine(requireUserIdentification)
export type PortalFormValues = z.input<typeof portalFormSchema>
export type PortalFormOutput = z.output<typeof portalFormSchema>

export function portalFormDefaults(userId?: number): PortalFormValues {
  return {
    userId: userId === undefined ? '' : String(userId),
    externalUserId: '',
    email: '',
    returnUrl: '',
    cancelUrl: '',
    planId: '',
    productId: '',
    vatCountryCode: '',
  }
}
