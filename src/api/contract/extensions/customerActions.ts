import { z } from 'zod'
import { emailAddress, emptyOutput, extensionEndpoint, jsonMember, positiveInt, resource, secret } from '../core'
import { creditAccountSchema, promoCreditDecrementInput, userSchema } from '../users'
import { normaliseVatNumber, vatNumberValidateInput } from '../vat'
import { flag } from './rules'

/**
 * The write calls on customers (`operations.md` §3.5, §3.7): create, edit, suspend and resume a customer, and add
 * promo credit.
 */

// ---- requests ----

/** The languages the service keeps for a customer. */
export const customerLanguages = ['en', 'ru', 'cn', 'vi', 'bp'] as const
export type CustomerLanguage = (typeof customerLanguages)[number]

const language = z.enum(customerLanguages, { error: 'Language must be en, ru, cn, vi or bp' })
const text = (label: string) => z.string({ error: `${label} must be text` }).trim()

/**
 * §3.5 new ("create if it does not exist"): the e-mail is required. A service in production refuses an e-mail that
 * a customer has already ("same email exist").
 */
export const userNewInput = z.object({
  email: emailAddress('E-mail'),
  externalUserId: text('External id').optional(),
  firstName: text('First name').optional(),
  lastName: text('Last name').optional(),
  /** The customer's portal password: never shown, logged or kept. */
  password: secret(z.string({ error: 'Password must be text' })).optional(),
  phone: text('Phone').optional(),
  address: text('Address').optional(),
  language: language.optional(),
})
export type UserNewInput = z.input<typeof userNewInput>

/**
 * A VAT number as the VAT check takes it (spaces, dots and hyphens dropped, upper case, a country prefix and 2 to
 * 13 letters or digits), or "" to clear it.
 */
export const vatNumberOrEmpty = z
  .string({ error: 'VAT number must be text' })
  .transform(normaliseVatNumber)
  .superRefine((value, ctx) => {
    if (value === '') return
    const checked = vatNumberValidateInput.shape.vatNumber.safeParse(value)
    if (!checked.success) for (const issue of checked.error.issues) flag(ctx, [], issue.message)
  })

/**
 * §3.5 update: only the members given are written (an omitted one keeps its value). The customer is named by
 * `userId`, or found by `email` (a lookup, not a new address). A VAT number must pass the VAT check and belong to
 * the customer's country; `metadata` is merged into the stored map.
 */
export const userUpdateInput = z
  .object({
    userId: positiveInt('Customer id').optional(),
    email: emailAddress('E-mail').optional(),
    firstName: text('First name').optional(),
    lastName: text('Last name').optional(),
    companyName: text('Company').optional(),
    address: text('Address').optional(),
    city: text('City').optional(),
    zipCode: text('Postcode').optional(),
    countryCode: z
      .string({ error: 'Country must be text' })
      .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter upper-case code, for example DE' })
      .optional(),
    countryName: text('Country name').optional(),
    vATNumber: vatNumberOrEmpty.optional(),
    registrationNumber: text('Registration number').optional(),
    phone: text('Phone').optional(),
    telegram: text('Telegram').optional(),
    whatsApp: text('WhatsApp').optional(),
    weChat: text('WeChat').optional(),
    /** The service's spelling, with a capital L. */
    LinkedIn: text('LinkedIn').optional(),
    facebook: text('Facebook').optional(),
    tiktok: text('TikTok').optional(),
    otherSocialInfo: text('Other social accounts').optional(),
    type: z.literal([1, 2], { error: 'Type must be 1 (individual) or 2 (organisation)' }).optional(),
    language: language.optional(),
    externalUserId: text('External id').optional(),
    metadata: jsonMember('Metadata').optional(),
  })
  .refine((input) => input.userId !== undefined || input.email !== undefined, {
    path: ['userId'],
    error: 'Give the customer id, or the e-mail to find the customer by',
  })
export type UserUpdateInput = z.input<typeof userUpdateInput>

/** §3.5 suspend_user and resume_user. */
export const userIdInput = z.object({ userId: positiveInt('Customer id') })
export type UserIdInput = z.input<typeof userIdInput>

/** §3.7: the mirror of the decrease (4.10): an amount in credits, greater than 0. */
export const promoCreditIncrementInput = promoCreditDecrementInput
export type PromoCreditIncrementInput = z.input<typeof promoCreditIncrementInput>

// ---- endpoints ----

export const userNew = extensionEndpoint({
  section: 'O3.5',
  name: 'userNew',
  method: 'POST',
  path: '/merchant/user/new',
  summary: 'Create a customer',
  kind: 'write',
  input: userNewInput,
  output: resource({ user: userSchema }),
})

export const userUpdate = extensionEndpoint({
  section: 'O3.5',
  name: 'userUpdate',
  method: 'POST',
  path: '/merchant/user/update',
  summary: "Change a customer's details: only the members given",
  kind: 'write',
  input: userUpdateInput,
  output: resource({ user: userSchema }),
})

export const userSuspend = extensionEndpoint({
  section: 'O3.5',
  name: 'userSuspend',
  method: 'POST',
  path: '/merchant/user/suspend_user',
  summary: 'Suspend a customer: every active, incomplete or pending subscription of theirs is cancelled at once',
  kind: 'write',
  input: userIdInput,
  output: emptyOutput,
})

export const userResume = extensionEndpoint({
  section: 'O3.5',
  name: 'userResume',
  method: 'POST',
  path: '/merchant/user/resume_user',
  summary: 'Resume a suspended customer (cancelled subscriptions stay cancelled)',
  kind: 'write',
  input: userIdInput,
  output: emptyOutput,
})

export const promoCreditIncrement = extensionEndpoint({
  section: 'O3.7',
  name: 'promoCreditIncrement',
  method: 'POST',
  path: '/merchant/credit/promo_credit_increment',
  summary: "Add to a customer's promo credit",
  kind: 'write',
  input: promoCreditIncrementInput,
  output: resource({ UserPromoCreditAccount: creditAccountSchema }),
})
