import { z } from 'zod'
import { emptyOutput, extensionEndpoint, list, positiveInt, requiredString, resource } from '../core'
import { planSchema } from '../plans'
import { subscriptionTimelineSortFields } from '../sorting'
import { paging, sorting } from './listing'
import { subscriptionAddonSchema } from './subscriptions'

/**
 * What happened to a customer or a subscription (`operations.md` §3.6): the billing periods of subscriptions, and the
 * notes staff leave on a customer or a subscription. The payments and refunds are in `./payments`, the activity log in
 * `./memberSession`.
 */

// ---- resources ----

/**
 * One billing period of a subscription: `status` 1 current, 2 finished, 3 cancelled, 4 expired. `periodStart` and
 * `periodEnd` are seconds; the service also sends them as text (`periodStartTime`, `periodEndTime`). `invoiceId` and
 * `paymentId` are the period's invoice and its payment, when it has them.
 */
export const subscriptionTimelineSchema = resource({
  merchantId: z.number(),
  userId: z.number(),
  subscriptionId: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  periodStartTime: z.string(),
  periodEndTime: z.string(),
  invoiceId: z.string(),
  paymentId: z.string(),
  uniqueId: z.string(),
  currency: z.string(),
  planId: z.number(),
  plan: planSchema,
  quantity: z.number(),
  addons: list(subscriptionAddonSchema),
  gatewayId: z.number(),
  createTime: z.number(),
  status: z.number(),
})
export type SubscriptionTimeline = z.infer<typeof subscriptionTimelineSchema>

/** A note a member left on a customer or a subscription, with the member who wrote it. */
export const adminNoteSchema = resource({
  id: z.number(),
  note: z.string(),
  createTime: z.number(),
  subscriptionId: z.string(),
  userName: z.string(),
  mobile: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
export type AdminNote = z.infer<typeof adminNoteSchema>

// ---- requests ----

export { subscriptionTimelineSortFields }

/** The service has no subscription filter: a subscription's periods are read from its customer's. */
export const subscriptionTimelineListInput = z.object({
  userId: positiveInt('Customer id').optional(),
  ...sorting(subscriptionTimelineSortFields),
  ...paging(),
})
export type SubscriptionTimelineListInput = z.input<typeof subscriptionTimelineListInput>

export const subscriptionAdminNoteListInput = z.object({ subscriptionId: requiredString('Subscription id'), ...paging() })
export type SubscriptionAdminNoteListInput = z.input<typeof subscriptionAdminNoteListInput>

export const userAdminNoteListInput = z.object({ userId: positiveInt('Customer id'), ...paging() })
export type UserAdminNoteListInput = z.input<typeof userAdminNoteListInput>

/** The service stores fewer than 20 000 characters. */
export const NOTE_MAX_LENGTH = 19_999

/** A note as typed: surrounding spaces are not part of it. */
export const noteText = z
  .string({ error: 'Write a note' })
  .trim()
  .min(1, { error: 'Write a note' })
  .max(NOTE_MAX_LENGTH, { error: `A note must be shorter than ${(NOTE_MAX_LENGTH + 1).toLocaleString('en')} characters` })

export const subscriptionNewAdminNoteInput = z.object({ subscriptionId: requiredString('Subscription id'), note: noteText })
export type SubscriptionNewAdminNoteInput = z.input<typeof subscriptionNewAdminNoteInput>

export const userNewAdminNoteInput = z.object({ userId: positiveInt('Customer id'), note: noteText })
export type UserNewAdminNoteInput = z.input<typeof userNewAdminNoteInput>

// ---- endpoints ----

const noteList = resource({ noteLists: list(adminNoteSchema) })

export const subscriptionTimelineList = extensionEndpoint({
  section: 'O3.6',
  name: 'subscriptionTimelineList',
  method: 'POST',
  path: '/merchant/subscription/timeline_list',
  summary: "List subscriptions' billing periods, newest first",
  kind: 'read',
  input: subscriptionTimelineListInput,
  output: resource({ subscriptionTimeLines: list(subscriptionTimelineSchema), total: z.number() }),
})

export const subscriptionAdminNoteList = extensionEndpoint({
  section: 'O3.6',
  name: 'subscriptionAdminNoteList',
  method: 'POST',
  path: '/merchant/subscription/admin_note_list',
  summary: 'List the notes left on a subscription, newest first',
  kind: 'read',
  input: subscriptionAdminNoteListInput,
  output: noteList,
})

export const userAdminNoteList = extensionEndpoint({
  section: 'O3.6',
  name: 'userAdminNoteList',
  method: 'POST',
  path: '/merchant/user/admin_note_list',
  summary: 'List the notes left on a customer, newest first',
  kind: 'read',
  input: userAdminNoteListInput,
  output: noteList,
})

/** A member's session only: with an API key the service answers `invalid token`. */
export const subscriptionNewAdminNote = extensionEndpoint({
  section: 'O3.6',
  name: 'subscriptionNewAdminNote',
  method: 'POST',
  path: '/merchant/subscription/new_admin_note',
  summary: 'Leave a note on a subscription',
  kind: 'write',
  input: subscriptionNewAdminNoteInput,
  output: emptyOutput,
})

/** A member's session only: with an API key the service answers `invalid token`. */
export const userNewAdminNote = extensionEndpoint({
  section: 'O3.6',
  name: 'userNewAdminNote',
  method: 'POST',
  path: '/merchant/user/new_admin_note',
  summary: 'Leave a note on a customer',
  kind: 'write',
  input: userNewAdminNoteInput,
  output: emptyOutput,
})
