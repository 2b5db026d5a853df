import { describe, expect, it } from 'vitest'
import * as ex from '../examples'
import { describeOutputs, describeResourceSchemas } from '../testing'
import { discountCodeDetailSchema } from './discounts'
import { extensionEndpoints, type ExtensionEndpointName } from './endpoints'
import { operationEndpoints, type OperationEndpointName } from './operations'
import { paymentTimelineSchema } from './payments'
import { pendingUpdateSchema, updatePreviewSchema, updateSubmitSchema } from './subscriptionActions'
import {
  creditTransactionSchema,
  invoiceDetail,
  invoiceDetailSchema,
  invoiceLineSchema,
  invoiceList,
  invoiceSchema,
  merchantSchema,
  paymentSchema,
  refundSchema,
} from './invoices'
import { metricDetail } from './metrics'
import { planSchema } from '../plans'
import { planDetailSchema, planList } from './plans'
import { addonParamSchema, subscriptionAddonSchema, subscriptionDetailSchema, subscriptionList } from './subscriptions'
import { userList, userSearch } from './users'
import { webhookEndpointList, webhookEndpointLogList, webhookEndpointSchema, webhookLogSchema } from './webhooks'

const exampleCreditNote = {
  ...ex.exampleInvoiceDetail,
  invoiceId: '81717300000002',
  invoiceName: 'Refund',
  refundId: 'ref_1',
  totalAmount: -2379,
  refund: ex.exampleRefund,
  originalPaymentInvoice: ex.exampleInvoice,
}

const examplePaymentTimeline = {
  autoCharge: true,
  createTime: 1717300000,
  currency: 'EUR',
  externalTransactionId: 're_3PxYz',
  failureReason: '',
  fullRefund: 1,
  gatewayId: 3,
  id: 12,
  invoiceId: '81717200000001',
  merchantId: 100,
  payment: ex.examplePayment,
  paymentId: 'pay_1',
  refund: ex.exampleRefund,
  refundId: 'ref_1',
  status: 1,
  subscriptionId: 'sub_501',
  timelineType: 1,
  totalAmount: 2379,
  transactionId: 'ref_1',
  userId: 7,
}

const exampleSubscriptionTimeline = {
  merchantId: 100,
  userId: 7,
  subscriptionId: 'sub_501',
  periodStart: 1717200000,
  periodEnd: 1719792000,
  periodStartTime: '2024-06-01 00:00:00',
  periodEndTime: '2024-07-01 00:00:00',
  invoiceId: '81717200000001',
  paymentId: 'pay_1',
  uniqueId: 'sub_501_1717200000',
  currency: 'EUR',
  planId: 3,
  plan: ex.examplePlan,
  quantity: 1,
  addons: null,
  gatewayId: 3,
  createTime: 1717200000,
  status: 2,
}

const exampleNote = {
  id: 4,
  note: 'Called about the June invoice',
  createTime: 1717300000,
  subscriptionId: 'sub_501',
  userName: 'Olga Ops',
  mobile: '',
  email: 'ops@example.test',
  firstName: 'Olga',
  lastName: 'Ops',
}

const examplePendingUpdate = {
  addonData: '[]',
  addons: [],
  amount: 1999,
  createTime: 1717300000,
  currency: 'EUR',
  effectImmediate: 1,
  effectTime: 1717300000,
  gatewayId: 3,
  invoiceId: '81717300000003',
  link: 'https://pay.example.com/pay_9',
  merchantId: 100,
  metadata: { IsUpgrade: true },
  note: 'Payment Action Required',
  paid: 0,
  pendingUpdateId: 'pu_4',
  plan: ex.examplePlan,
  planId: 21,
  prorationAmount: 1000,
  quantity: 1,
  status: 1,
  subscriptionId: 'sub_501',
  updateAddonData: '[{"addonPlanId":22,"quantity":2}]',
  updateAddons: [{ addonPlan: ex.exampleAddonPlan, quantity: 2 }],
  updateAmount: 4999,
  updateCurrency: 'EUR',
  updatePlan: { ...ex.examplePlan, id: 24, amount: 4999 },
  updatePlanId: 24,
  updateQuantity: 1,
  userId: 7,
}

const exampleUpdatePreview = {
  applyPromoCredit: false,
  currency: 'EUR',
  discount: null,
  discountAmount: 0,
  discountMessage: '',
  invoice: { ...ex.exampleInvoice, invoiceName: 'SubscriptionUpdate', totalAmount: 1190 },
  nextPeriodInvoice: { ...ex.exampleInvoice, totalAmount: 5949 },
  originAmount: 1190,
  prorationDate: 1717300000,
  totalAmount: 1190,
}

const exampleUpdateSubmit = {
  action: { type: 'redirect_to_payment', url: 'https://pay.example.com/pay_9' },
  invoiceId: '81717300000003',
  link: 'https://pay.example.com/pay_9',
  note: 'Payment Action Required',
  paid: false,
  paymentId: 'pay_9',
  subscriptionPendingUpdate: examplePendingUpdate,
}

describeResourceSchemas([
  ['Plan', planSchema, ex.examplePlan],
  ['PlanDetail', planDetailSchema, ex.examplePlanDetail],
  ['invoice line', invoiceLineSchema, ex.exampleInvoiceLine],
  ['Payment', paymentSchema, ex.examplePayment],
  ['Refund', refundSchema, ex.exampleRefund],
  ['Merchant', merchantSchema, ex.exampleMerchant],
  ['CreditTransaction', creditTransactionSchema, ex.exampleCreditTransaction],
  ['Invoice', invoiceSchema, ex.exampleInvoice],
  ['InvoiceDetail', invoiceDetailSchema, ex.exampleInvoiceDetail],
  ['add-on parameter', addonParamSchema, { addonPlanId: 22, quantity: 2 }],
  ['subscription add-on', subscriptionAddonSchema, { addonPlan: ex.exampleAddonPlan, quantity: 2 }],
  ['SubscriptionDetail', subscriptionDetailSchema, ex.exampleSubscriptionDetail],
  ['MerchantDiscountCodeDetail', discountCodeDetailSchema, ex.exampleDiscountCodeDetail],
  ['webhook endpoint', webhookEndpointSchema, ex.exampleWebhookEndpoint],
  ['webhook log', webhookLogSchema, ex.exampleWebhookLog],
  ['PaymentTimeline', paymentTimelineSchema, examplePaymentTimeline],
  ['SubscriptionPendingUpdate', pendingUpdateSchema, examplePendingUpdate],
  ['update preview', updatePreviewSchema, exampleUpdatePreview],
  ['update submit', updateSubmitSchema, exampleUpdateSubmit],
])

const outputExamples: Record<ExtensionEndpointName, unknown> = {
  userList: { userAccounts: [ex.exampleUser], total: 1 },
  userCount: { total: 1 },
  userSearch: { userAccounts: [ex.exampleUser] },
  subscriptionList: { subscriptions: [ex.exampleSubscriptionDetail], total: 1 },
  subscriptionDetail: ex.exampleSubscriptionDetail,
  invoiceList: { invoices: [ex.exampleInvoiceDetail], total: 1 },
  invoiceDetail: { invoice: ex.exampleInvoiceDetail, creditNotes: [] },
  creditNoteList: { creditNotes: [exampleCreditNote], total: 1 },
  paymentTimelineList: { paymentTimeLines: [examplePaymentTimeline], total: 1 },
  subscriptionTimelineList: { subscriptionTimeLines: [exampleSubscriptionTimeline], total: 1 },
  subscriptionAdminNoteList: { noteLists: [exampleNote] },
  userAdminNoteList: { noteLists: [{ ...exampleNote, subscriptionId: '' }] },
  discountList: { discounts: [ex.exampleDiscountCodeDetail], total: 1 },
  discountDetail: { discount: ex.exampleDiscountCodeDetail },
  batchTemplateList: {
    templates: [ex.exampleBatchTemplate],
    total: 1,
    activeTemplateCount: 1,
    totalChildCodeCount: 50,
    usedChildCodeCount: 4,
    usageRate: 0.08,
  },
  batchChildList: { children: [ex.exampleBatchChild], total: 1 },
  planList: { plans: [ex.examplePlanDetail], total: 1 },
  planDetail: { plan: ex.examplePlanDetail },
  metricList: { merchantMetrics: [ex.exampleMerchantMetric], total: 1 },
  metricDetail: { merchantMetric: ex.exampleMerchantMetric },
  webhookEndpointList: { endpointList: [ex.exampleWebhookEndpoint] },
  webhookEndpointLogList: { endpointLogList: [ex.exampleWebhookLog], total: 1 },
}

describeOutputs(extensionEndpoints, outputExamples)

const operationExamples: Record<OperationEndpointName, unknown> = {
  subscriptionCancel: {},
  subscriptionCancelAtPeriodEnd: {},
  subscriptionCancelLastCancelAtPeriodEnd: {},
  invoiceRefund: { refund: ex.exampleRefund },
  invoiceMarkRefund: { refund: { ...ex.exampleRefund, type: 2 } },
  subscriptionUpdatePreview: exampleUpdatePreview,
  subscriptionUpdateSubmit: exampleUpdateSubmit,
  userNew: { user: ex.exampleUser },
  userUpdate: { user: ex.exampleUser },
  userSuspend: {},
  userResume: {},
  subscriptionNewAdminNote: {},
  userNewAdminNote: {},
  promoCreditIncrement: { UserPromoCreditAccount: ex.exampleCreditAccount },
  invoiceMarkWireTransferSuccess: {},
  invoiceSendEmail: {},
  invoiceNew: { invoice: { ...ex.exampleInvoiceDetail, status: 1, subscriptionId: '' } },
  invoiceEdit: { invoice: { ...ex.exampleInvoiceDetail, status: 1, subscriptionId: '' } },
  invoiceFinish: { invoice: { ...ex.exampleInvoice, status: 2 } },
  invoiceDelete: {},
  invoiceCancel: {},
  subscriptionAddNewTrialStart: {},
  discountNew: { discount: { ...ex.exampleDiscountCode, status: 1 } },
  discountEdit: { discount: ex.exampleDiscountCode },
  discountActivate: {},
  discountDeactivate: {},
  discountDelete: {},
  discountQuantityIncrement: { discountCode: ex.exampleDiscountCode },
  planNew: { plan: { ...ex.examplePlan, status: 1 } },
  planEdit: { plan: ex.examplePlan },
  planPublish: {},
  planUnpublish: {},
  planArchive: {},
  planDelete: {},
  productEdit: { product: ex.exampleProduct },
  productDelete: {},
  productActivate: {},
  productInactivate: {},
}

describeOutputs(
  operationEndpoints.filter((e) => Object.keys(operationExamples[e.name] as object).length > 0),
  operationExamples,
)

describe('the write calls that answer an empty object', () => {
  it.each(
    operationEndpoints.filter((e) => Object.keys(operationExamples[e.name] as object).length === 0).map((e) => [e.name, e]),
  )('%s reads {}, null or a missing data as {}', (_name, e) => {
    expect(e.output.parse({})).toEqual({})
    expect(e.output.parse(null)).toEqual({})
    expect(e.output.parse(undefined)).toEqual({})
  })
})

describe('real-shaped answers of the list and detail calls', () => {
  it('reads an empty list sent as null, as [] or left out, with its total', () => {
    expect(planList.output.parse({ plans: null, total: 0 })).toEqual({ plans: null, total: 0 })
    expect(invoiceList.output.parse({ invoices: [], total: 0 })).toEqual({ invoices: [], total: 0 })
    expect(subscriptionList.output.parse({ total: 0 })).toEqual({ total: 0 })
  })

  it('reads a list without a total (search, webhook endpoints)', () => {
    expect(userSearch.output.parse({ userAccounts: [{ id: 3, email: 'a@example.com' }] })).toEqual({
      userAccounts: [{ id: 3, email: 'a@example.com' }],
    })
    expect(webhookEndpointList.output.parse({ endpointList: [{ id: 1, webhookEvents: null }] })).toEqual({
      endpointList: [{ id: 1, webhookEvents: null }],
    })
  })

  it('keeps the texts gmtCreate and gmtModify of an invoice, and drops them when they come as numbers', () => {
    const text = invoiceDetailSchema.parse({
      invoiceId: '81717200000001',
      gmtCreate: '2025-06-20 10:00:00',
      createTime: 1750413600,
    })
    expect(text).toEqual({ invoiceId: '81717200000001', gmtCreate: '2025-06-20 10:00:00', createTime: 1750413600 })
    expect(invoiceDetailSchema.parse({ gmtModify: 1750413600 }).gmtModify).toBeUndefined()
  })

  it('reads an invoice whose related records are null and whose lines are missing', () => {
    const parsed = invoiceDetail.output.parse({
      invoice: { invoiceId: '8', userAccount: null, subscription: null, payment: null, refund: null, discount: null },
      creditNotes: [],
    })
    expect(parsed.invoice).toEqual({
      invoiceId: '8',
      userAccount: null,
      subscription: null,
      payment: null,
      refund: null,
      discount: null,
    })
    expect(parsed.invoice?.lines).toBeUndefined()
  })

  it('reads a subscription without plan, gateway, add-ons or latest invoice', () => {
    const parsed = subscriptionDetailSchema.parse({
      user: { id: 7 },
      subscription: { subscriptionId: 'sub_1', status: 2 },
      plan: null,
      gateway: null,
      addonParams: null,
      addons: null,
      latestInvoice: null,
      unfinishedSubscriptionPendingUpdate: null,
    })
    expect(parsed.subscription?.subscriptionId).toBe('sub_1')
    expect(parsed.plan).toBeNull()
    expect(parsed.addons).toBeNull()
  })

  it('reads a plan of a list whose add-on ids are null and whose product is the default one', () => {
    const parsed = planDetailSchema.parse({
      plan: { id: 22, type: 2 },
      product: { id: 0, productName: 'Default', metaData: '' },
      addonIds: null,
      onetimeAddonIds: null,
      metricPlanLimits: [],
    })
    expect(parsed).toMatchObject({ addonIds: null, onetimeAddonIds: null, product: { id: 0, productName: 'Default' } })
  })

  it('drops the items of a list that are not objects and keeps the others', () => {
    const parsed = userList.output.parse({ userAccounts: [ex.exampleUser, null, 'x'], total: 3 })
    expect(parsed.userAccounts).toEqual([ex.exampleUser])
    expect(parsed.total).toBe(3)
  })

  it('reads an unknown metric answered as null, and a webhook log with a number where text was expected', () => {
    expect(metricDetail.output.parse({ merchantMetric: null })).toEqual({ merchantMetric: null })
    const parsed = webhookEndpointLogList.output.parse({ endpointLogList: [{ id: 1, response: 404 }], total: 1 })
    expect(parsed.endpointLogList).toEqual([{ id: 1, response: undefined }])
  })
})
