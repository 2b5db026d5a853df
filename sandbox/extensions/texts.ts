import type { OperationEndpointName } from '../../src/api/contract/extensions/operations'
import type { Masked, RealText } from '../real-input'

/**
 * How the real service words the rules of its everyday write calls (`operations.md` §3), read from its source
 * (t-willm/unibee-api @ aadb8e1b): the `utility.Assert` texts it answers with code 51, and the errors it masks
 * (`Server Error-<requestId>-<code>`). A text that names the record takes the detail the handler passes
 * (`dialect.refuse(rule, specMessage, detail)`). The spec dialect says the same things in the sandbox's words.
 */

/** A text of its own, or one made from a detail (an id, an amount). */
export type RealTextOf = RealText | ((detail: string) => RealText)

/** A plain error the service does not catch (`gerror.New`): masked with code 50. */
const MASKED_50: Masked = { masked: 50 }
/** A nil dereference: masked with code 68. */
const MASKED_68: Masked = { masked: 68 }

export const operationRefusals = {
  // §3.1, §3.2, §3.10 subscriptions
  subscriptionNotActive: 'subscription not in active status',
  subscriptionGatewayMissing: 'gateway not found',
  planNotPublishedForExtension: (planId) => `Plan Id:${planId} Not Publish status`,
  // §3.3 refunds
  refundOverInvoiceTotal: 'not enough amount to refund',
  refundInvoiceUnpaid: 'paymentId not found',
  refundPaymentMissing: 'payment not found',
  refundGatewayMissing: 'gateway not found',
  refundCryptoByApi: 'crypto payment refund not available, refund manual is need and then mark a payment refund',
  refundWireTransferByApi:
    'wire transfer payment refund not available, should refund manual and then mark a payment refund in admin portal',
  markRefundGatewayType: 'mark refund only support crypto or wire transfer invoice',
  refundPaymentNotSuccess: 'payment not success',
  refundCurrencyMismatch: 'refund currency not match the payment error',
  refundOverRefundable: (refunded) => `Already refunded ${refunded}`,
  refundInProcess: 'Other refund still in process',
  refundSubmitTooFast: 'Submit Too Fast',
  refundDuplicate: 'Duplicate Submit',
  // §3.4 plan changes
  updatePlanNotActive: (planId) => `Plan Id:${planId} Not Active`,
  updatePlanIsAddon: (planId) => `Plan Id:${planId} Is Addon Type`,
  updateNoGateway: 'gateway need specified',
  updateUserSuspended: 'Your account has been suspended',
  updateAddonNotFound: (id) => `AddonPlanId not found:${id}`,
  updateAddonNotAddon: (id) => `Id:${id} not Addon Type`,
  updateAddonDeleted: (id) => `Addon Id:${id} is Deleted`,
  updateAddonCurrency: (ids) => `currency not match for ${ids}`,
  updateAddonNotActive: (id) => `Addon Id:${id} Not Active status`,
  updateAddonInterval: 'update addon must have same recurring interval to plan',
  updateOldPlanMissing: 'oldPlan not found',
  updateOtherProduct: "new plan's product must same with subscription",
  updateNothingChanged: 'Subscription is already on the specified plan; updates must include changes to the plan or addons.',
  updateDiscountCode: (message) => message,
  updateExternalCode: 'invalid code, code is from external',
  updateAmountNotMatch: 'The total amount is outdated. Please refresh and try again.',
  updateCurrencyNotMatch: 'currency not match , data may expired, fetch again',
  updateOtherMerchant: 'merchantId not match',
  updateNeedsPlanForUser: 'newPlanId should provide while SubscriptionId is blank',
  // §3.5 customers
  userEmailExists: 'same email exist',
  userAlreadySuspended: 'user already suspend',
  userStatusAbnormal: 'account status abnormal',
  promoCreditOtherMerchant: 'merchant not match',
  userExternalIdTaken: (owner) => `ExternalUserId has bean used by another user:${owner}`,
  userVatInvalid: (vatNumber) => `VAT number validation failed. Number: ${vatNumber}`,
  userVatCountry: (countryCode) => `Your country from vat number is ${countryCode}`,
  // §3.8 mark paid, e-mail
  wireInvoiceNotProcessing: (invoiceId) => `invoice not process status, InvoiceId:${invoiceId}`,
  wireInvoiceZero: (invoiceId) => `invoice totalAmount not zero, InvoiceId:${invoiceId}`,
  wireGatewayMissing: 'invoice gateway not found',
  wireNotWireTransfer: 'invoice not wire transfer type',
  wireBelowMinimum: "Total Amount not reach the gateway's minimum amount",
  wireCurrency: "Invoice currency not reach the gateway's currency",
  clickTooFast: 'You are clicking too fast. Please wait a moment and try again.',
  invoiceOtherMerchant: 'invalid MerchantId',
  invoiceUserMissing: 'invoice userId not found',
  // §3.9 one-off invoices
  invoiceUserNoEmail: (userId) => `send user email not found:${userId}`,
  invoiceNoGateway: 'invalid gatewayId',
  invoiceGatewayMissing: 'gateway not found',
  invoiceNotDraft: 'invoice not in pending status',
  invoiceDeleted: 'invoice is deleted',
  invoiceNotProcessing: 'invoice not in processing status',
  // §3.11 discount codes
  discountCodeExists: (code) => `exist Code:${code}`,
  discountOtherMerchant: (detail) => `Discount merchant not match :${detail}`,
  discountExternalEdit: (code) => `Edit not available for external code :${code}`,
  discountExternalDelete: (id) => `Delete not available for external code :${id}`,
  discountEditNeedsTimesOrPlans: 'startTime&endTime or planIds should not be nil',
  discountNotActive: MASKED_50,
  // §3.12 plans and products
  planCurrencyUnsupported: 'currency not support',
  planProductNotActive: 'product not found or product not activate',
  planExternalIdTaken: 'Same ExternalPlanId Exist',
  planAddonNotRecurring: (id) => `plan not recurring addon type, id:${id}`,
  planAddonNotActive: (id) => `addon not published status, id:${id}`,
  planAddonCurrency: (id) => `addon currency not match plan's currency, id:${id}`,
  planAddonProduct: (id) => `addon product not match plan's product, id:${id}`,
  planOnetimeNotOnetime: (id) => `plan not onetime addon type, id:${id}`,
  planOnetimeNotActive: (id) => `add plan not published status, id:${id}`,
  planOnetimeCurrency: (id) => `add plan currency not match plan's currency, id:${id}`,
  planOtherMerchant: 'Merchant not match',
  planAmountFrozen: 'Amount is not editable as plan is active',
  planCurrencyFrozen: 'Currency is not editable as plan is active',
  // sic
  planIntervalUnitFrozen: 'IntervalUint is not editable as plan is active',
  planIntervalCountFrozen: 'IntervalCount is not editable as plan is active',
  planNotActivated: 'plan not activate',
  planNotEditing: (planId) => `plan is not in edit status, id:${planId}`,
  productOtherMerchant: 'Merchant not match',
  productHasPlans: 'product can not delete while has plan linked',
} satisfies Record<string, RealTextOf>

export type OperationRefusal = keyof typeof operationRefusals

/** Endpoints of the write calls that word an unknown record their own way (by record kind). */
export const operationNotFound: Partial<Record<OperationEndpointName, Partial<Record<string, RealTextOf>>>> = {
  subscriptionCancel: { userSubscription: 'no active or incomplete subscription found' },
  subscriptionCancelAtPeriodEnd: { userSubscription: 'no active or incomplete subscription found' },
  subscriptionUpdatePreview: { plan: 'invalid planId' },
  subscriptionUpdateSubmit: {
    subscription: 'sub not found',
    userSubscription: 'no active or incomplete subscription found',
    plan: (planId) => `plan not found:${planId}`,
  },
  subscriptionAddNewTrialStart: { plan: 'invalid planId' },
  invoiceMarkWireTransferSuccess: { invoice: (invoiceId) => `invoice not found, InvoiceId:${invoiceId}` },
  invoiceNew: { user: (userId) => `send user not found:${userId}` },
  invoiceEdit: { invoice: (invoiceId) => `invoice not found:${invoiceId}` },
  invoiceFinish: { invoice: (invoiceId) => `invoice not found:${invoiceId}` },
  invoiceDelete: { invoice: (invoiceId) => `invoice not found:${invoiceId}` },
  invoiceCancel: { invoice: (invoiceId) => `invoice not found:${invoiceId}` },
  discountEdit: { discountCode: (id) => `Discount not found :${id}` },
  planEdit: { plan: (planId) => `plan not found, id:${planId}` },
  planDelete: { plan: (planId) => `plan not found, id:${planId}` },
  planArchive: { plan: (planId) => `plan not found, id:${planId}` },
  // The service reads the status of the plan it did not find: a nil dereference.
  planPublish: { plan: MASKED_68 },
  planUnpublish: { plan: MASKED_68 },
  productEdit: { product: (productId) => `product not found, id:${productId}` },
  productDelete: { product: (productId) => `product not found, id:${productId}` },
  productActivate: { product: 'product not found, invalid productId' },
  productInactivate: { product: 'product not found, invalid productId' },
  promoCreditIncrement: { promoCreditAccount: 'Invalid Credit Config; invalid currency' },
}
