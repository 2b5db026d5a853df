import type { Endpoint } from '../core'
import {
  planArchive,
  planDelete,
  planEdit,
  planNew,
  planPublish,
  planUnpublish,
  productActivate,
  productDelete,
  productEdit,
  productInactivate,
} from './catalogActions'
import { promoCreditIncrement, userNew, userResume, userSuspend, userUpdate } from './customerActions'
import {
  discountActivate,
  discountDeactivate,
  discountDelete,
  discountEdit,
  discountNew,
  discountQuantityIncrement,
} from './discountActions'
import { subscriptionNewAdminNote, userNewAdminNote } from './history'
import {
  invoiceCancel,
  invoiceDelete,
  invoiceEdit,
  invoiceFinish,
  invoiceMarkRefund,
  invoiceMarkWireTransferSuccess,
  invoiceNew,
  invoiceRefund,
  invoiceSendEmail,
} from './invoiceActions'
import {
  subscriptionAddNewTrialStart,
  subscriptionCancel,
  subscriptionCancelAtPeriodEnd,
  subscriptionCancelLastCancelAtPeriodEnd,
  subscriptionUpdatePreview,
  subscriptionUpdateSubmit,
} from './subscriptionActions'

/**
 * The third table of the contract: the real service's everyday write calls (`operations.md` §3), marked
 * `origin: 'extension'` like the list calls (a service with only the spec's 23 has none of them), in the order of
 * §3. All are writes but the change preview, which changes nothing. Not re-exported by the contract's index: a page
 * imports the calls it makes from their modules (`./subscriptionActions`, `./invoiceActions`, ...), so that it loads
 * no other.
 */
export const operationEndpoints = [
  subscriptionCancel,
  subscriptionCancelAtPeriodEnd,
  subscriptionCancelLastCancelAtPeriodEnd,
  invoiceRefund,
  invoiceMarkRefund,
  subscriptionUpdatePreview,
  subscriptionUpdateSubmit,
  userNew,
  userUpdate,
  userSuspend,
  userResume,
  subscriptionNewAdminNote,
  userNewAdminNote,
  promoCreditIncrement,
  invoiceMarkWireTransferSuccess,
  invoiceSendEmail,
  invoiceNew,
  invoiceEdit,
  invoiceFinish,
  invoiceDelete,
  invoiceCancel,
  subscriptionAddNewTrialStart,
  discountNew,
  discountEdit,
  discountActivate,
  discountDeactivate,
  discountDelete,
  discountQuantityIncrement,
  planNew,
  planEdit,
  planPublish,
  planUnpublish,
  planArchive,
  planDelete,
  productEdit,
  productDelete,
  productActivate,
  productInactivate,
] as const satisfies readonly Endpoint[]

export type OperationEndpoint = (typeof operationEndpoints)[number]
export type OperationEndpointName = OperationEndpoint['name']

export const operationEndpointsByPath: ReadonlyMap<string, Endpoint> = new Map(
  operationEndpoints.map((e) => [e.path, e as Endpoint]),
)
