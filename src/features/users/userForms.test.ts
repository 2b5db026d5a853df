import { describe, expect, it } from 'vitest'
import { customerPortalUrlInput, promoCreditDecrementInput, userChangeGatewayInput } from '../../api/contract/users'
import { blankToUndefined } from '../../lib/forms'
import {
  balanceAfter,
  changeGatewayFormDefaults,
  changeGatewayFormSchema,
  portalFormDefaults,
  portalFormSchema,
  promoDecrementFormDefaults,
  promoDecrementFormSchema,
  type ChangeGatewayFormValues,
  type PortalFormValues,
  type PromoDecrementFormValues,
} from './userForms'

type Issue = { path: string; message: string }
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Issue[] =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? []

describe('change gateway form', () => {
  const parse = (patch: Partial<ChangeGatewayFormValues>) =>
    changeGatewayFormSchema.safeParse(blankToUndefined({ ...changeGatewayFormDefaults, ...patch }))

  it('sends the gateway id as a number and the other fields trimmed, leaving blanks out', () => {
    const result = parse({ gatewayId: ' 2 ', paymentMethodId: ' pm_1 ', gatewayPaymentType: 'card' })
    expect(result.data).toEqual({ gatewayId: 2, paymentMethodId: 'pm_1', gatewayPaymentType: 'card' })
    expect(userChangeGatewayInput.safeParse({ ...result.data, userId: 3 }).success).toBe(true)
  })

  it('requires a gateway id', () => {
    expect(issues(parse({}))).toEqual([{ path: 'gatewayId', message: 'Enter a gateway ID' }])
  })

  it.each([
    ['abc', 'Gateway id must be a whole number'],
    ['1.5', 'Gateway id must be a whole number'],
    ['0', 'Gateway id must be greater than 0'],
    ['-2', 'Gateway id must be greater than 0'],
  ])('refuses the gateway id %s with the contract rule', (gatewayId, message) => {
    expect(issues(parse({ gatewayId }))).toEqual([{ path: 'gatewayId', message }])
  })
})

describe('decrease promo credit form', () => {
  const account = { currency: 'EUR', amount: 5000 }
  const schema = promoDecrementFormSchema(account)
  const parse = (patch: Partial<PromoDecrementFormValues>) =>
    schema.safeParse(blankToUndefined({ ...promoDecrementFormDefaults(account), ...patch }))

  it('sends a whole number of credits as typed, never as money, with the account currency', () => {
    const result = parse({ amount: '1250', name: ' Goodwill ', description: 'Refund' })
    expect(result.data).toEqual({ amount: 1250, currency: 'EUR', name: 'Goodwill', description: 'Refund' })
    expect(promoCreditDecrementInput.safeParse({ ...result.data, userId: 3 }).success).toBe(true)
    expect(parse({ amount: ' 4999 ' }).data?.amount).toBe(4999)
  })

  it('requires an amount', () => {
    expect(issues(parse({}))).toEqual([{ path: 'amount', message: 'Enter the number of credits to take off' }])
  })

  it.each(['0', '-5'])('refuses %s: the amount must be greater than 0', (amount) => {
    expect(issues(parse({ amount }))).toEqual([{ path: 'amount', message: 'Amount must be greater than 0' }])
  })

  it('refuses a fraction of a credit instead of changing it, and text that is not a number', () => {
    expect(issues(parse({ amount: '2.5' }))).toEqual([{ path: 'amount', message: 'Amount must be a whole number' }])
    expect(issues(parse({ amount: '12.50' }))).toEqual([{ path: 'amount', message: 'Amount must be a whole number' }])
    expect(issues(parse({ amount: 'ten' }))[0]?.path).toBe('amount')
    expect(issues(parse({ amount: '1,5' }))[0]?.path).toBe('amount')
  })

  it('refuses a decrease that would not leave a positive balance', () => {
    expect(issues(parse({ amount: '5000' }))).toEqual([
      { path: 'amount', message: 'The balance must stay above 0: taking 5,000 credits off 5,000 credits would leave 0 credits' },
    ])
    expect(issues(parse({ amount: '5001' }))[0]?.message).toMatch(/would leave -1 credit$/)
    expect(parse({ amount: '4999' }).success).toBe(true)
  })

  it('keeps the currency to the account’s', () => {
    expect(issues(parse({ currency: 'USD' }))).toContainEqual({
      path: 'currency',
      message: "Currency must be the account's currency, EUR",
    })
  })

  it('computes the balance after the decrease in credits as the person types', () => {
    expect(balanceAfter(account, '1250')).toBe(3750)
    expect(balanceAfter(account, '5000')).toBe(0)
    expect(balanceAfter(account, '12.50')).toBeNull()
    expect(balanceAfter(account, '')).toBeNull()
    expect(balanceAfter(account, 'x')).toBeNull()
  })
})

describe('customer-portal form', () => {
  const parse = (patch: Partial<PortalFormValues>) =>
    portalFormSchema.safeParse(blankToUndefined({ ...portalFormDefaults(), ...patch }))

  it('takes a user id alone, as a number', () => {
    const result = parse({ userId: '7' })
    expect(result.data).toEqual({ userId: 7 })
    expect(customerPortalUrlInput.safeParse(result.data).success).toBe(true)
  })

  it('fills the user id in when given', () => {
    expect(portalFormDefaults(12).userId).toBe('12')
  })

  it('takes an external user id with an e-mail, and every option', () => {
    const result = parse({
      externalUserId: ' crm-7 ',
      email: ' ada@example.com ',
      returnUrl: 'https://shop.example/back',
      cancelUrl: 'http://shop.example/cancel',
      planId: '21',
      productId: '11',
      vatCountryCode: 'de',
    })
    expect(result.data).toEqual({
      externalUserId: 'crm-7',
      email: 'ada@example.com',
      returnUrl: 'https://shop.example/back',
      cancelUrl: 'http://shop.example/cancel',
      planId: 21,
      productId: 11,
      vatCountryCode: 'DE',
    })
    expect(customerPortalUrlInput.safeParse(result.data).success).toBe(true)
  })

  it('refuses a call without a user identification', () => {
    expect(issues(parse({}))).toEqual([
      { path: 'userId', message: 'Give a user id, or an external user id together with an e-mail' },
    ])
    expect(issues(parse({ planId: '3' }))).toEqual([
      { path: 'userId', message: 'Give a user id, or an external user id together with an e-mail' },
    ])
  })

  it('refuses an external user id without an e-mail, and the other way round', () => {
    expect(issues(parse({ externalUserId: 'crm-7' }))).toEqual([
      { path: 'email', message: 'E-mail is required together with the external user id' },
    ])
    expect(issues(parse({ email: 'ada@example.com' }))).toEqual([
      { path: 'externalUserId', message: 'External user id is required together with the e-mail' },
    ])
  })

  it.each([
    [{ userId: 'abc' }, 'userId', 'User id must be a whole number'],
    [{ userId: '0' }, 'userId', 'User id must be greater than 0'],
    [{ userId: '1', planId: '-1' }, 'planId', 'Plan id must be greater than 0'],
    [{ userId: '1', productId: '2.5' }, 'productId', 'Product id must be a whole number'],
    [{ userId: '1', returnUrl: 'javascript:alert(1)' }, 'returnUrl', 'Return URL must be an http(s) URL'],
    [{ userId: '1', cancelUrl: 'shop.example' }, 'cancelUrl', 'Cancel URL must be an http(s) URL'],
    [{ externalUserId: 'x', email: 'ada' }, 'email', 'E-mail must be a valid e-mail address'],
    [{ userId: '1', vatCountryCode: 'DEU' }, 'vatCountryCode', 'VAT country code must be two upper-case letters, for example DE'],
  ] as const)('refuses %o at %s', (patch, path, message) => {
    expect(issues(parse(patch))).toContainEqual({ path, message })
  })
})
