import { z } from 'zod'
import {
  currencyCode,
  emailAddress,
  emptyOutput,
  endpoint,
  httpUrl,
  jsonObject,
  list,
  positiveInt,
  resource,
  secret,
} from './core'

// ---- resources ----

/** 2.7: a user credit account or a user promo credit account. */
export const creditAccountSchema = resource({
  amount: z.number(),
  createTime: z.number(),
  currency: z.string(),
  currencyAmount: z.number(),
  exchangeRate: z.number(),
  id: z.number(),
  payoutEnable: z.number(),
  rechargeEnable: z.number(),
  totalDecrementAmount: z.number(),
  totalIncrementAmount: z.number(),
  type: z.number(),
  userId: z.number(),
})
export type CreditAccount = z.infer<typeof creditAccountSchema>

export const gatewayBankSchema = resource({
  accountHolder: z.string(),
  address: z.string(),
  ABARoutingNumber: z.string(),
  CNAPS: z.string(),
  Remarks: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  bic: z.string(),
  bsbCode: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type GatewayBank = z.infer<typeof gatewayBankSchema>

export const companyIssuerSchema = resource({
  issueAddress: z.string(),
  issueCompanyName: z.string(),
  issueLogo: z.string(),
  issueRegNumber: z.string(),
  issueVatNumber: z.string(),
})
export type CompanyIssuer = z.infer<typeof companyIssuerSchema>

export const gatewayPaymentTypeSchema = resource({
  autoCharge: z.boolean(),
  category: z.string(),
  countryName: z.string(),
  name: z.string(),
  paymentType: z.string(),
  supportCurrencies: list(z.string()),
})
export type GatewayPaymentType = z.infer<typeof gatewayPaymentTypeSchema>

export const currencyExchangeSchema = resource({
  exchange_rate: z.number(),
  from_currency: z.string(),
  to_currency: z.string(),
})
export type CurrencyExchange = z.infer<typeof currencyExchangeSchema>

/** 2.10. `gatewaySecret` and `webhookSecret` carry secret values: never render, log or keep them. */
export const gatewaySchema = resource({
  IsSetupFinished: z.boolean(),
  archive: z.boolean(),
  autoChargeEnabled: z.boolean(),
  bank: gatewayBankSchema,
  companyIssuer: companyIssuerSchema,
  countryConfig: jsonObject,
  createTime: z.number(),
  currency: z.string(),
  currencyExchange: list(currencyExchangeSchema),
  currencyExchangeEnabled: z.boolean(),
  defaultGatewayPaymentType: gatewayPaymentTypeSchema,
  description: z.string(),
  displayName: z.string(),
  gatewayIcons: list(z.string()),
  gatewayId: z.number(),
  gatewayKey: z.string(),
  gatewayLogo: z.string(),
  gatewayName: z.string(),
  gatewayPaymentTypes: list(gatewayPaymentTypeSchema),
  gatewaySecret: secret(z.string()),
  gatewayType: z.number(),
  gatewayWebhookIntegrationLink: z.string(),
  gatewayWebsiteLink: z.string(),
  isDefault: z.boolean(),
  metadata: jsonObject,
  minimumAmount: z.number(),
  name: z.string(),
  privateSecretName: z.string(),
  publicKeyName: z.string(),
  setupGatewayPaymentTypes: list(gatewayPaymentTypeSchema),
  sort: z.number(),
  subGateway: z.string(),
  subGatewayName: z.string(),
  webhookEndpointUrl: z.string(),
  webhookSecret: secret(z.string()),
})
export type Gateway = z.infer<typeof gatewaySchema>

/** Gateway members whose values are secret (the members marked `secret()` above, by name, for types). */
export const gatewaySecretFields = ['gatewaySecret', 'webhookSecret'] as const satisfies readonly (keyof Gateway)[]

/** 2.9 */
export const userSchema = resource({
  address: z.string(),
  avatarUrl: z.string(),
  billingType: z.number(),
  birthday: z.string(),
  city: z.string(),
  companyName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  createTime: z.number(),
  creditAccounts: list(creditAccountSchema),
  custom: z.string(),
  email: z.string(),
  externalUserId: z.string(),
  facebook: z.string(),
  firstName: z.string(),
  gateway: gatewaySchema,
  gatewayId: z.number(),
  gatewayPaymentType: z.string(),
  gender: z.string(),
  id: z.number(),
  isRisk: z.number(),
  isSpecial: z.number(),
  language: z.string(),
  lastLoginAt: z.number(),
  lastName: z.string(),
  linkedIn: z.string(),
  merchantId: z.number(),
  metadata: jsonObject,
  mobile: z.string(),
  otherSocialInfo: z.string(),
  paymentMethod: z.string(),
  phone: z.string(),
  planId: z.number(),
  promoCreditAccounts: list(creditAccountSchema),
  recurringAmount: z.number(),
  registrationNumber: z.string(),
  school: z.string(),
  state: z.string(),
  status: z.number(),
  subscriptionId: z.string(),
  subscriptionName: z.string(),
  subscriptionStatus: z.number(),
  taxPercentage: z.number(),
  telegram: z.string(),
  tikTok: z.string(),
  timeZone: z.string(),
  type: z.number(),
  userName: z.string(),
  vATNumber: z.string(),
  version: z.number(),
  weChat: z.string(),
  whatsAPP: z.string(),
  zipCode: z.string(),
})
export type User = z.infer<typeof userSchema>

// ---- requests ----

const userId = positiveInt('User id')

export const userGetInput = z.object({ userId })
export type UserGetInput = z.input<typeof userGetInput>

export const userDeleteInput = z.object({
  userId,
  /** When true, the user's active subscriptions are cancelled first. */
  forceDelete: z.boolean().optional(),
})
export type UserDeleteInput = z.input<typeof userDeleteInput>

export const userChangeGatewayInput = z.object({
  gatewayId: positiveInt('Gateway id'),
  userId,
  gatewayPaymentType: z.string().optional(),
  gatewayUserId: z.string().optional(),
  paymentMethodId: z.string().optional(),
})
export type UserChangeGatewayInput = z.input<typeof userChangeGatewayInput>

export const promoCreditDecrementInput = z.object({
  amount: positiveInt('Amount'),
  currency: currencyCode('Currency'),
  userId,
  description: z.string().optional(),
  name: z.string().optional(),
})
export type PromoCreditDecrementInput = z.input<typeof promoCreditDecrementInput>

/** The members of the customer-portal request (4.6), without the rule that ties them together. */
export const customerPortalUrlFields = z.object({
  userId: userId.optional(),
  externalUserId: z.string().optional(),
  email: emailAddress('E-mail').optional(),
  cancelUrl: httpUrl('Cancel URL').optional(),
  returnUrl: httpUrl('Return URL').optional(),
  planId: positiveInt('Plan id').optional(),
  productId: positiveInt('Product id').optional(),
  vatCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'VAT country code must be two upper-case letters, for example DE' })
    .optional(),
})

/** 4.6: the user is identified by userId, or by externalUserId together with email. */
export function requireUserIdentification(
  input: { userId?: unknown; externalUserId?: string; email?: string },
  ctx: z.RefinementCtx,
): void {
  if (input.userId !== undefined) return
  const hasExternalId = Boolean(input.externalUserId?.trim())
  const hasEmail = input.email !== undefined
  if (hasExternalId && !hasEmail) {
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'E-mail is required together with the external user id',
    })
  } else if (hasEmail && !hasExternalId) {
    ctx.addIssue({
      code: 'custom',
      path: ['externalUserId'],
      message: 'External user id is required together with the e-mail',
    })
  } else if (!hasExternalId) {
    ctx.addIssue({
      code: 'custom',
      path: ['userId'],
      message: 'Give a user id, or an external user id together with an e-mail',
    })
  }
}

export const customerPortalUrlInput = customerPortalUrlFields.superRefine(requireUserIdentification)
export type CustomerPortalUrlInput = z.input<typeof customerPortalUrlInput>

// ---- endpoints ----

export const customerPortalUrl = endpoint({
  section: '4.6',
  name: 'customerPortalUrl',
  method: 'POST',
  path: '/merchant/session/customer_portal_url',
  summary: 'Create a customer-portal address for a user',
  kind: 'write',
  input: customerPortalUrlInput,
  output: resource({ url: z.string() }),
})

export const promoCreditDecrement = endpoint({
  section: '4.10',
  name: 'promoCreditDecrement',
  method: 'POST',
  path: '/merchant/credit/promo_credit_decrement',
  summary: "Decrease a user's promo credit",
  kind: 'write',
  input: promoCreditDecrementInput,
  output: resource({ UserPromoCreditAccount: creditAccountSchema }),
})

export const userChangeGateway = endpoint({
  section: '4.13',
  name: 'userChangeGateway',
  method: 'POST',
  path: '/merchant/user/change_gateway',
  summary: 'Change the default payment gateway of a user',
  kind: 'write',
  input: userChangeGatewayInput,
  output: emptyOutput,
})

export const userGet = endpoint({
  section: '4.15',
  name: 'userGet',
  method: 'GET',
  path: '/merchant/user/get',
  summary: 'Get a user',
  kind: 'read',
  input: userGetInput,
  output: resource({ user: userSchema }),
})

export const userDelete = endpoint({
  section: '4.16',
  name: 'userDelete',
  method: 'POST',
  path: '/merchant/user/delete',
  summary: 'Delete a user, optionally cancelling their active subscriptions first',
  kind: 'write',
  input: userDeleteInput,
  output: emptyOutput,
})
