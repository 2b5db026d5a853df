import { SubscriptionStatus } from '../../src/api/contract/codes'
import {
  promoCreditIncrement,
  userNew,
  userResume,
  userSuspend,
  userUpdate,
} from '../../src/api/contract/extensions/customerActions'
import { recordEvent } from '../events'
import type { StoredUser } from '../handlers/users'
import { movePromoCredit, publicUser } from '../handlers/users'
import { checkEuVatNumber } from '../handlers/vat'
import { buildUser, type CreditAccountRecord } from '../records'
import { defineArea, type HandlerContext, handle } from '../registry'
import type { Workspace } from '../store'
import { cancelNow } from './subscriptionActions'

/**
 * The write calls on customers (operations.md §3.5) and promo credit's increase (§3.7).
 *
 * - new: a customer of the merchant with the e-mail given. The sandbox answers as a production service: an e-mail
 *   in use (in any case) is refused ("same email exist"). An external id in use by another customer moves that
 *   customer to the new e-mail (a suspended one is refused: "account status abnormal"), as the service does.
 * - update: the customer by id, else by e-mail (a lookup key, not a new address); only the members given change,
 *   `metadata` is merged. A VAT number must be valid (the VAT page's check: the sandbox's register, else format and
 *   checksum) and of the customer's country (the one given, else the stored one); an external id must not be
 *   another customer's. Webhook `user.updated`.
 * - suspend_user: status 2; each active, incomplete, pending or processing subscription is cancelled at once with
 *   "CancelledByAdminSuspendUser". Suspended already: refused. resume_user: status 0; nothing is restored.
 * - promo_credit_increment: the customer's promo credit account in the currency gains the amount (credits).
 */

/** The statuses suspension cancels: what is running or about to run. */
const cancelledOnSuspension = new Set<number>([
  SubscriptionStatus.pending,
  SubscriptionStatus.active,
  SubscriptionStatus.incomplete,
  SubscriptionStatus.processing,
])

const SUSPENDED = 2

/** A VAT number's country: its prefix (Greece writes EL). */
function vatCountry(vatNumber: string): string {
  const prefix = vatNumber.slice(0, 2).toUpperCase()
  return prefix === 'EL' ? 'GR' : prefix
}

function ownUsers(ws: Workspace): StoredUser[] {
  return ws.users.filter((user: StoredUser) => user.merchantId === ws.merchantId)
}

function presented(ctx: HandlerContext<unknown>, user: StoredUser) {
  return ctx.dialect.present.user(publicUser(ctx.store, user))
}

function checkVatNumber(ctx: HandlerContext<unknown>, vatNumber: string, countryCode: string): void {
  const known = ctx.store.vatNumbers.get(vatNumber)
  const valid = known ? known.valid : checkEuVatNumber(vatNumber).valid
  if (!valid) ctx.dialect.refuse('userVatInvalid', `VAT number ${vatNumber} is not valid (see the VAT page's check)`, vatNumber)
  const country = known?.countryCode || vatCountry(vatNumber)
  if (countryCode && country !== countryCode) {
    ctx.dialect.refuse(
      'userVatCountry',
      `VAT number ${vatNumber} is of ${country}, the customer's country is ${countryCode}: change both together`,
      country,
    )
  }
}

function checkExternalId(ctx: HandlerContext<unknown>, externalUserId: string, self: number): void {
  if (!externalUserId) return
  const owner = ownUsers(ctx.store).find((user) => user.externalUserId === externalUserId && user.id !== self)
  if (owner) {
    ctx.dialect.refuse(
      'userExternalIdTaken',
      `External id ${externalUserId} belongs to customer ${owner.id} (${owner.email})`,
      `${owner.id} email:${owner.email}`,
    )
  }
}

/** The members of `user/update` stored as they are given. */
const plainMembers = [
  'firstName',
  'lastName',
  'companyName',
  'address',
  'city',
  'zipCode',
  'countryCode',
  'countryName',
  'vATNumber',
  'registrationNumber',
  'phone',
  'telegram',
  'whatsApp',
  'weChat',
  'LinkedIn',
  'facebook',
  'tiktok',
  'otherSocialInfo',
  'type',
  'language',
  'externalUserId',
] as const

export default defineArea({
  area: 'customer actions',
  handlers: [
    handle(userNew, (ctx) => {
      const { input, store, dialect } = ctx
      const email = input.email.trim()
      const sameEmail = ownUsers(store).find((user) => user.email.toLowerCase() === email.toLowerCase())
      if (sameEmail)
        dialect.refuse('userEmailExists', `A customer with the e-mail ${email} exists already: customer ${sameEmail.id}`)
      const given = {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.address !== undefined && { address: input.address }),
        ...(input.language !== undefined && { language: input.language }),
      }
      const external = input.externalUserId
        ? ownUsers(store).find((user) => user.externalUserId === input.externalUserId)
        : undefined
      if (external) {
        if (external.status === SUSPENDED) {
          dialect.refuse('userStatusAbnormal', `Customer ${external.id} with external id ${input.externalUserId} is suspended`)
        }
        Object.assign(external, given, { email })
        store.users.touch(external)
        recordEvent(store, 'user.updated', { userId: external.id, email })
        return { user: presented(ctx, external) }
      }
      const user: StoredUser = buildUser(store, {
        email,
        externalUserId: input.externalUserId ?? '',
        createTime: ctx.now(),
        ...given,
      })
      store.users.put(user)
      recordEvent(store, 'user.created', { userId: user.id, email })
      return { user: presented(ctx, user) }
    }),

    handle(userUpdate, (ctx) => {
      const { input, store, dialect } = ctx
      const user: StoredUser =
        input.userId !== undefined
          ? (store.users.get(input.userId) ?? dialect.notFound('user', input.userId))
          : (ownUsers(store).find((candidate) => candidate.email.toLowerCase() === input.email!.toLowerCase()) ??
            dialect.notFound('user', input.email!, `No customer with the e-mail ${input.email}`))
      const countryCode = input.countryCode ?? user.countryCode
      if (input.vATNumber) checkVatNumber(ctx, input.vATNumber, countryCode)
      else if (
        input.countryCode !== undefined &&
        input.countryCode !== user.countryCode &&
        user.vATNumber &&
        input.vATNumber === undefined
      ) {
        // A new country re-checks the stored VAT number.
        checkVatNumber(ctx, user.vATNumber, countryCode)
      }
      if (input.externalUserId !== undefined) checkExternalId(ctx, input.externalUserId, user.id)
      for (const member of plainMembers) {
        if (input[member] !== undefined) Object.assign(user, { [member]: input[member] })
      }
      if (input.metadata !== undefined) {
        user.metadata = { ...user.metadata, ...input.metadata }
      }
      store.users.touch(user)
      recordEvent(store, 'user.updated', { userId: user.id, email: user.email })
      return { user: presented(ctx, user) }
    }),

    handle(userSuspend, (ctx) => {
      const { input, store, dialect } = ctx
      const user: StoredUser = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      if (user.status === SUSPENDED) dialect.refuse('userAlreadySuspended', `Customer ${user.id} is suspended already`)
      const now = ctx.now()
      for (const subscription of store.subscriptions.filter((candidate) => candidate.userId === user.id)) {
        if (cancelledOnSuspension.has(subscription.status)) cancelNow(store, subscription, 'CancelledByAdminSuspendUser', now)
      }
      user.status = SUSPENDED
      store.users.touch(user)
      recordEvent(store, 'user.updated', { userId: user.id, email: user.email, status: SUSPENDED })
      return {}
    }),

    handle(userResume, (ctx) => {
      const { input, store, dialect } = ctx
      const user: StoredUser = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      user.status = 0
      store.users.touch(user)
      recordEvent(store, 'user.updated', { userId: user.id, email: user.email, status: 0 })
      return {}
    }),

    handle(promoCreditIncrement, ({ input, store, now, dialect }) => {
      const user: StoredUser = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      if (user.merchantId !== store.merchantId)
        dialect.refuse('promoCreditOtherMerchant', `Customer ${user.id} belongs to another merchant`)
      const account: CreditAccountRecord =
        user.promoCreditAccounts.find((candidate) => candidate.currency === input.currency) ??
        dialect.notFound('promoCreditAccount', input.currency, `User ${user.id} has no promo credit account in ${input.currency}`)
      const balanceAfter = account.amount + input.amount
      movePromoCredit(user, account, { ...input, balanceAfter, time: now() }, 'totalIncrementAmount')
      store.users.touch(user)
      return { UserPromoCreditAccount: dialect.present.creditAccount({ ...account }) }
    }),
  ],
})
