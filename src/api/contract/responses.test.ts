import { describe, expect, it } from 'vitest'
import { emptyOutput, envelopeSchema } from './core'
import { batchChildSchema, batchTemplateSchema, discountCodeSchema, planApplyGroupSchema } from './discounts'
import { endpoints, type EndpointName } from './endpoints'
import * as ex from './examples'
import { splitPaymentSchema, splitPaymentSummarySchema } from './invoices'
import { deviceSchema, memberRoleSchema, merchantMemberSchema, oauthAccountSchema } from './members'
import { merchantMetricSchema } from './metrics'
import { addressSchema, productSchema, usVatConfigSchema } from './products'
import { renewResultSchema, subscriptionSchema } from './subscriptions'
import { describeOutputs, describeResourceSchemas } from './testing'
import {
  companyIssuerSchema,
  creditAccountSchema,
  currencyExchangeSchema,
  gatewayBankSchema,
  gatewayPaymentTypeSchema,
  gatewaySchema,
  userSchema,
} from './users'
import { usVatUploadHistoryEntrySchema, vatNumberValidationSchema } from './vat'

describeResourceSchemas([
  ['Address', addressSchema, ex.exampleAddress],
  ['UsVATConfig', usVatConfigSchema, ex.exampleUsVatConfig],
  ['Product', productSchema, ex.exampleProduct],
  ['Subscription', subscriptionSchema, ex.exampleSubscription],
  ['renew result', renewResultSchema, ex.exampleRenewResult],
  ['split payment', splitPaymentSchema, ex.exampleSplitPayment],
  ['split payment summary', splitPaymentSummarySchema, ex.exampleSplitPaymentSummary],
  ['PlanApplyGroup', planApplyGroupSchema, ex.examplePlanApplyGroup],
  ['discount code', discountCodeSchema, ex.exampleDiscountCode],
  ['batch template', batchTemplateSchema, ex.exampleBatchTemplate],
  ['batch child', batchChildSchema, ex.exampleBatchChild],
  ['credit account', creditAccountSchema, ex.exampleCreditAccount],
  ['GatewayPaymentType', gatewayPaymentTypeSchema, ex.exampleGatewayPaymentType],
  ['bank', gatewayBankSchema, ex.exampleBank],
  ['companyIssuer', companyIssuerSchema, ex.exampleCompanyIssuer],
  ['currency exchange', currencyExchangeSchema, ex.exampleCurrencyExchange],
  ['Gateway', gatewaySchema, ex.exampleGateway],
  ['User', userSchema, ex.exampleUser],
  ['MemberRole', memberRoleSchema, ex.exampleMemberRole],
  ['Device', deviceSchema, ex.exampleDevice],
  ['OAuthAccount', oauthAccountSchema, ex.exampleOAuthAccount],
  ['merchant member', merchantMemberSchema, ex.exampleMerchantMember],
  ['merchant metric', merchantMetricSchema, ex.exampleMerchantMetric],
  ['VAT number validation', vatNumberValidationSchema, ex.exampleVatNumberValidation],
  ['US VAT upload history entry', usVatUploadHistoryEntrySchema, ex.exampleUsVatUploadHistoryEntry],
])

describe('nested lenient parsing', () => {
  it('drops list items that do not fit and keeps the rest', () => {
    const parsed = userSchema.parse({ creditAccounts: [ex.exampleCreditAccount, 'garbage', 42] })
    expect(parsed.creditAccounts).toEqual([ex.exampleCreditAccount])
  })

  it('keeps a nested object whose fields are wrong, with those fields dropped', () => {
    const parsed = userSchema.parse({ gateway: { gatewayId: 'three', gatewayName: 'stripe' } })
    expect(parsed.gateway).toEqual({ gatewayId: undefined, gatewayName: 'stripe' })
  })

  it('accepts numbers with a fraction where the spec says number', () => {
    expect(creditAccountSchema.parse({ exchangeRate: 0.9231 }).exchangeRate).toBe(0.9231)
  })
})

const outputExamples: Record<EndpointName, unknown> = {
  subscriptionRenew: ex.exampleRenewResult,
  productNew: { product: ex.exampleProduct },
  productList: { products: [ex.exampleProduct], total: 1 },
  invoicePdfUpdate: {},
  invoiceSplitPayments: ex.exampleSplitPaymentSummary,
  customerPortalUrl: { url: 'https://portal.example.com/session/abc' },
  discountDecreaseQuantity: { discountCode: ex.exampleDiscountCode },
  batchTemplateDetail: { template: ex.exampleBatchTemplate },
  batchChildDetail: { child: ex.exampleBatchChild },
  promoCreditDecrement: { UserPromoCreditAccount: ex.exampleCreditAccount },
  memberResetTotp: { merchantMember: ex.exampleMerchantMember },
  memberProfile: { merchantMember: ex.exampleMerchantMember },
  userChangeGateway: {},
  metricDelete: { merchantMetric: ex.exampleMerchantMetric },
  userGet: { user: ex.exampleUser },
  userDelete: {},
  vatNumberValidate: { vatNumberValidate: ex.exampleVatNumberValidation },
  usVatUploadHistoryList: { historyList: [ex.exampleUsVatUploadHistoryEntry], total: 1 },
  passwordForgetOtpVerify: {},
  passwordForgetTotpVerify: {},
  planActivate: {},
  webhookUpdateEndpoint: {},
  webhookResend: { sendResult: true },
}

describeOutputs(endpoints, outputExamples)

describe('empty-object responses', () => {
  it('read a missing or null data as an empty object', () => {
    expect(emptyOutput.parse(undefined)).toEqual({})
    expect(emptyOutput.parse(null)).toEqual({})
  })
})

describe('envelope (2.1)', () => {
  it('accepts a success envelope with unknown extra members', () => {
    const envelope = { code: 0, data: {}, merchantId: 100, message: '', redirect: '', requestId: 'req-1', extra: 1 }
    expect(envelopeSchema.parse(envelope)).toEqual(envelope)
  })

  it('requires a numeric code', () => {
    expect(envelopeSchema.safeParse({ data: {} }).success).toBe(false)
  })
})
