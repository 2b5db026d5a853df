import { z } from 'zod'
import {
  customerPortalUrlFields,
  promoCreditDecrementInput,
  requireUserIdentification,
  userChangeGatewayInput,
} from '../../api/contract/users'
import { formatCredits } from './format'

/**
 * The customers' forms: the contract's request schemas with the forms' own representations (ids and
 * amounts typed as text). Every rule is the contract's; the promo form adds the balance it can see.
 */

/** A whole number typed as text, then checked by the contract's rule for it. */
export function wholeNumberText<T extends z.ZodType<unknown, number>>(rule: T, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .transform((text) => (/^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text))
    .pipe(rule)
}

// ---- change default gateway (4.13) ----

export interface ChangeGatewayFormValues {
  gatewayId: string
  gatewayPaymentType: string
  gatewayUserId: string
  paymentMethodId: string
}

export const changeGatewayFormDefaults: ChangeGatewayFormValues = {
  gatewayId: '',
  gatewayPaymentType: '',
  gatewayUserId: '',
  paymentMethodId: '',
}

/** The form sends everything but the user id, which the page adds. */
export const changeGatewayFormSchema = userChangeGatewayInput.omit({ userId: true }).extend({
  gatewayId: wholeNumberText(userChangeGatewayInput.shape.gatewayId, 'Enter a gateway ID'),
  gatewayPaymentType: userChangeGatewayInput.shape.gatewayPaymentType.transform((value) => value?.trim()),
  gatewayUserId: userChangeGatewayInput.shape.gatewayUserId.transform((value) => value?.trim()),
  paymentMethodId: userChangeGatewayInput.shape.paymentMethodId.transform((value) => value?.trim()),
})
export type ChangeGatewayFormOutput = z.output<typeof changeGatewayFormSchema>

// ---- decrease promo credit (4.10) ----

export interface PromoDecrementFormValues {
  amount: string
  currency: string
  name: string
  description: string
}

/** The account the decrease applies to: its currency and its balance in credits. */
export interface PromoAccountBalance {
  currency: string
  amount: number
}

export function promoDecrementFormDefaults(account: PromoAccountBalance): PromoDecrementFormValues {
  return { amount: '', currency: account.currency, name: '', description: '' }
}

/** The balance left after decreasing by the typed number of credits, or null while the text is not one. */
export function balanceAfter(account: PromoAccountBalance, amountText: string): number | null {
  const text = amountText.trim()
  return /^\d+$/.test(text) ? account.amount - Number(text) : null
}

/**
 * The decrease form for one account. Promo credit is counted in credits, not money (the real service's
 * `amount`; `currencyAmount` is its worth in cents), so the amount is a whole number of credits, sent as
 * typed; the contract wants it greater than 0; the balance must stay greater than 0.
 */
export function promoDecrementFormSchema(account: PromoAccountBalance) {
  return promoCreditDecrementInput
    .omit({ userId: true })
    .extend({
      amount: wholeNumberText(promoCreditDecrementInput.shape.amount, 'Enter the number of credits to take off'),
      currency: promoCreditDecrementInput.shape.currency.refine((currency) => currency === account.currency, {
        error: `Currency must be the account's currency, ${account.currency}`,
      }),
      name: promoCreditDecrementInput.shape.name.transform((value) => value?.trim()),
      description: promoCreditDecrementInput.shape.description.transform((value) => value?.trim()),
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
export type PromoDecrementFormOutput = z.output<ReturnType<typeof promoDecrementFormSchema>>

// ---- customer-portal link (4.6) ----

export interface PortalFormValues {
  userId: string
  externalUserId: string
  email: string
  returnUrl: string
  cancelUrl: string
  planId: string
  productId: string
  vatCountryCode: string
}

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

const portalShape = customerPortalUrlFields.shape
const requiredId = <T extends z.ZodType<unknown, number>>(optional: z.ZodOptional<T>) => optional.unwrap()

/**
 * The contract's request (and its rule: a user id, or an external user id together with an e-mail) with
 * the ids typed as text.
 */
export const portalFormSchema = customerPortalUrlFields
  .extend({
    userId: wholeNumberText(requiredId(portalShape.userId), 'Enter a user ID').optional(),
    planId: wholeNumberText(requiredId(portalShape.planId), 'Enter a plan ID').optional(),
    productId: wholeNumberText(requiredId(portalShape.productId), 'Enter a product ID').optional(),
    externalUserId: portalShape.externalUserId.transform((value) => value?.trim()),
    email: z.string().trim().optional().pipe(portalShape.email),
    vatCountryCode: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .optional()
      .pipe(portalShape.vatCountryCode),
  })
  .superRefine(requireUserIdentification)
export type PortalFormOutput = z.output<typeof portalFormSchema>
