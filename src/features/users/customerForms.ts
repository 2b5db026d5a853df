import { z } from 'zod'
import { customerLanguages, userNewInput, userUpdateInput } from '../../api/contract/extensions/customerActions'
import { jsonObjectText } from '../../lib/formValues'
import { currencyField, numberField, textField } from '../../lib/fields'
import { promoCreditDecrementInput } from '../../api/contract/users'
import type { SafeUser } from './format'

/**
 * The forms that create and change a customer (`operations.md` §3.5) and add promo credit (§3.7): the contract's
 * request schemas read through the form field helpers, every value typed as text. Every rule is the contract's.
 */

// ---- new customer ----

const newShape = () => userNewInput.shape

export const newCustomerFormSchema = z.object({
  email: textField(newShape().email),
  firstName: textField(newShape().firstName),
  lastName: textField(newShape().lastName),
  phone: textField(newShape().phone),
  address: textField(newShape().address),
  language: textField(newShape().language),
  externalUserId: textField(newShape().externalUserId),
})
export type NewCustomerFormValues = z.input<typeof newCustomerFormSchema>
export type NewCustomerFormOutput = z.output<typeof newCustomerFormSchema>

export const newCustomerFormDefaults: NewCustomerFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  language: '',
  externalUserId: '',
}

// ---- edit customer ----

const updateShape = () => userUpdateInput.shape

/** The members the edit form shows, each prefilled with the customer's value. */
export const editableCustomerFields = [
  'firstName',
  'lastName',
  'companyName',
  'address',
  'city',
  'zipCode',
  'countryCode',
  'vATNumber',
  'phone',
  'language',
  'externalUserId',
] as const
export type EditableCustomerField = (typeof editableCustomerFields)[number]

export const editCustomerFormSchema = z.object({
  firstName: textField(updateShape().firstName),
  lastName: textField(updateShape().lastName),
  companyName: textField(updateShape().companyName),
  address: textField(updateShape().address),
  city: textField(updateShape().city),
  zipCode: textField(updateShape().zipCode),
  countryCode: z
    .string()
    .optional()
    .transform((code) => code?.trim().toUpperCase())
    .pipe(updateShape().countryCode),
  vATNumber: textField(updateShape().vATNumber),
  phone: textField(updateShape().phone),
  language: textField(updateShape().language),
  externalUserId: textField(updateShape().externalUserId),
  metadata: jsonObjectText('Metadata', updateShape().metadata),
})
export type EditCustomerFormValues = z.input<typeof editCustomerFormSchema>
export type EditCustomerFormOutput = z.output<typeof editCustomerFormSchema>

/** The languages the service keeps for a customer, by name. */
export const customerLanguageLabels: Record<string, string> = {
  en: 'English',
  ru: 'Russian',
  cn: 'Chinese',
  vi: 'Vietnamese',
  bp: 'Portuguese (Brazil)',
}

/** The language picker's choices: none (labelled `none`), or one of the service's languages. */
export const languageOptions = (none: string) => [
  { value: '', label: none },
  ...customerLanguages.map((value) => ({ value, label: `${customerLanguageLabels[value]} (${value})` })),
]

/** The form's values: the customer's own (a language the service does not offer shows as not set). */
export function editCustomerFormDefaults(user: SafeUser): EditCustomerFormValues {
  const values: EditCustomerFormValues = { metadata: '' }
  for (const field of editableCustomerFields) {
    const value = user[field]
    values[field] = typeof value === 'string' ? value : ''
  }
  if (!Object.hasOwn(customerLanguageLabels, values.language ?? '')) values.language = ''
  return values
}

/** Fields the service takes only as one of their values: left empty, they keep what is stored. */
const notClearable: ReadonlySet<EditableCustomerField> = new Set(['countryCode', 'language'])

/**
 * What the edit sends: every field the form shows (design rule 18), and a field the person emptied as "" so that
 * the service clears it; a field that was empty and stays so is left out, and so is an empty country or language (the service takes only a
 * country code or one of its languages). Metadata is what to add or change.
 */
export function customerUpdateOf(
  user: SafeUser,
  values: EditCustomerFormValues,
  output: EditCustomerFormOutput,
): Omit<EditCustomerFormOutput, 'metadata'> & { metadata?: Record<string, unknown> } {
  const update: Record<string, unknown> = { ...output }
  for (const field of editableCustomerFields) {
    const before = user[field]
    const cleared = (values[field] ?? '').trim() === ''
    if (cleared && typeof before === 'string' && before !== '' && !notClearable.has(field)) update[field] = ''
  }
  return update
}

// ---- add promo credit ----

const promoShape = () => promoCreditDecrementInput.shape

/** The increase: a whole number of credits greater than 0, in the currency of the account (or one typed). */
export const promoIncrementFormSchema = z.object({
  amount: numberField(promoShape().amount, 'Enter the number of credits to add'),
  currency: currencyField(promoShape().currency),
  name: textField(promoShape().name),
  description: textField(promoShape().description),
})
export type PromoIncrementFormValues = z.input<typeof promoIncrementFormSchema>
export type PromoIncrementFormOutput = z.output<typeof promoIncrementFormSchema>

/** What `credits` are worth in the account's currency, in minor units: each credit is worth its `exchangeRate`. */
export function creditsWorth(credits: number, exchangeRate: number | null | undefined): number {
  return Math.round(credits * (exchangeRate && exchangeRate > 0 ? exchangeRate : 1))
}
