import { describe, expect, it } from 'vitest'
import { userNewInput, userUpdateInput } from '../../api/contract/extensions/customerActions'
import { blankToUndefined } from '../../lib/forms'
import {
  creditsWorth,
  customerUpdateOf,
  editCustomerFormDefaults,
  editCustomerFormSchema,
  newCustomerFormDefaults,
  newCustomerFormSchema,
  promoIncrementFormSchema,
  type EditCustomerFormValues,
  type NewCustomerFormValues,
  type PromoIncrementFormValues,
} from './customerForms'
import type { SafeUser } from './format'

type Issue = { path: string; message: string }
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Issue[] =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? []

describe('new customer form', () => {
  const parse = (patch: Partial<NewCustomerFormValues>) =>
    newCustomerFormSchema.safeParse(blankToUndefined({ ...newCustomerFormDefaults, ...patch }))

  it('sends the e-mail and the fields given, trimmed, as the contract takes them', () => {
    const result = parse({ email: ' ada@example.test ', firstName: ' Ada ', language: 'en' })
    expect(result.data).toEqual({ email: 'ada@example.test', firstName: 'Ada', language: 'en' })
    expect(userNewInput.safeParse(result.data).success).toBe(true)
  })

  it('requires an e-mail, and a valid one', () => {
    expect(issues(parse({}))).toEqual([{ path: 'email', message: 'E-mail is required' }])
    expect(issues(parse({ email: 'ada@' }))).toEqual([{ path: 'email', message: 'E-mail must be a valid e-mail address' }])
  })

  it('refuses a language the service does not keep', () => {
    expect(issues(parse({ email: 'a@example.test', language: 'de' }))).toEqual([
      { path: 'language', message: 'Language must be en, ru, cn, vi or bp' },
    ])
  })
})

describe('edit customer form', () => {
  const user = {
    id: 3,
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines',
    countryCode: 'DE',
    vATNumber: 'DE123456789',
    language: 'en-GB',
    phone: '+44 1',
    gateway: null,
  } as SafeUser
  const parse = (patch: Partial<EditCustomerFormValues>) => {
    const values = { ...editCustomerFormDefaults(user), ...patch }
    const result = editCustomerFormSchema.safeParse(blankToUndefined(values))
    return { result, values }
  }

  it("opens on the customer's values; a language the service does not keep shows as not set", () => {
    const values = editCustomerFormDefaults(user)
    expect(values).toMatchObject({ firstName: 'Ada', companyName: 'Analytical Engines', countryCode: 'DE', language: '' })
    expect(values.city).toBe('')
  })

  it('sends every field shown, an emptied one as "" so that it is cleared, and merges the metadata typed', () => {
    const { result, values } = parse({ phone: '', city: 'Berlin', metadata: '{"segment": "smb"}' })
    const update = customerUpdateOf(user, values, result.data!)
    expect(update).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      city: 'Berlin',
      countryCode: 'DE',
      vATNumber: 'DE123456789',
      phone: '',
      metadata: { segment: 'smb' },
    })
    expect(userUpdateInput.safeParse({ ...update, userId: 3 }).success).toBe(true)
  })

  it('takes a country in lower case and a VAT number with spaces, as the VAT page does', () => {
    const { result } = parse({ countryCode: 'fr', vATNumber: 'fr 40 303 265 045' })
    expect(result.data).toMatchObject({ countryCode: 'FR', vATNumber: 'FR40303265045' })
  })

  it.each([
    [{ countryCode: 'Germany' }, 'countryCode', 'Country must be a two-letter upper-case code, for example DE'],
    [{ metadata: '{oops' }, 'metadata', 'Metadata is not valid JSON'],
    [{ metadata: '[1]' }, 'metadata', 'Metadata must be a JSON object, like {"key": "value"}'],
  ] as const)('refuses %o next to its field', (patch, path, message) => {
    expect(issues(parse(patch).result)).toEqual([{ path, message }])
  })

  it('refuses a VAT number the VAT check refuses', () => {
    const found = issues(parse({ vATNumber: 'D' }).result)
    expect(found).toHaveLength(1)
    expect(found[0]?.path).toBe('vATNumber')
  })
})

describe('add promo credit form', () => {
  const parse = (patch: Partial<PromoIncrementFormValues>) =>
    promoIncrementFormSchema.safeParse(blankToUndefined({ amount: '', currency: 'EUR', name: '', description: '', ...patch }))

  it('sends a whole number of credits and the currency in upper case', () => {
    expect(parse({ amount: '250', currency: 'eur', name: 'Goodwill' }).data).toEqual({
      amount: 250,
      currency: 'EUR',
      name: 'Goodwill',
    })
  })

  it.each([
    ['', 'Enter the number of credits to add'],
    ['0', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'],
    ['2.5', 'Amount must be a whole number'],
  ])('refuses the amount "%s" instead of changing it', (amount, message) => {
    expect(issues(parse({ amount }))).toEqual([{ path: 'amount', message }])
  })

  it('requires a currency', () => {
    expect(issues(parse({ amount: '5', currency: '' }))).toEqual([{ path: 'currency', message: 'Currency is required' }])
  })

  it("values credits at the account's rate, one minor unit each when it has none", () => {
    expect(creditsWorth(250, 2)).toBe(500)
    expect(creditsWorth(250, 0)).toBe(250)
    expect(creditsWorth(250, undefined)).toBe(250)
  })
})
