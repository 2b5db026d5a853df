import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { passwordForgetOtpVerifyInput, passwordForgetTotpVerifyInput } from './auth'
import {
  containsSecret,
  exchangeRate,
  isSecret,
  jsonMember,
  list,
  maxExchangeRate,
  maxJsonDepth,
  maxTimestamp,
  nestsDeeperThan,
  redactSecrets,
  resource,
  secret,
  secretMembers,
  timestamp,
} from './core'
import { memberResetTotpInput } from './members'
import { gatewaySchema, userSchema } from './users'
import { invoicePdfUpdateInput } from './invoices'
import { productNewInput } from './products'
import { renewDiscountInput, subscriptionRenewInput } from './subscriptions'
import { expectAccepted, expectRejected } from './testing'

/** An object `levels` deep: `{"a": {"a": ... {}}}`. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {}
  for (let level = 1; level < levels; level++) value = { a: value }
  return value
}

describe('nestsDeeperThan', () => {
  it('counts arrays and objects as levels, scalars as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false)
    expect(nestsDeeperThan({}, 1)).toBe(false)
    expect(nestsDeeperThan({ a: [] }, 1)).toBe(true)
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false)
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true)
  })

  it('stops at the limit, so 20,000 levels cost no more than the limit', () => {
    let deep: unknown = []
    for (let level = 0; level < 20_000; level++) deep = [deep]
    expect(nestsDeeperThan(deep, maxJsonDepth)).toBe(true)
  })
})

describe('jsonMember', () => {
  const metadata = jsonMember('Metadata')
  it(`takes objects up to ${maxJsonDepth} levels and names the field beyond`, () => {
    expectAccepted(metadata, nested(maxJsonDepth))
    expectRejected(metadata, nested(maxJsonDepth + 1), '', `Metadata nests deeper than ${maxJsonDepth} levels`)
  })

  it('is the rule of every metadata member of a request', () => {
    const deep = nested(maxJsonDepth + 1)
    expectRejected(productNewInput, { metadata: deep }, 'metadata', `Metadata nests deeper than ${maxJsonDepth} levels`)
    expectRejected(
      invoicePdfUpdateInput,
      { invoiceId: 'in_1', metadata: deep },
      'metadata',
      `Metadata nests deeper than ${maxJsonDepth} levels`,
    )
    expectRejected(
      subscriptionRenewInput,
      { userId: 1, metadata: deep },
      'metadata',
      `Metadata nests deeper than ${maxJsonDepth} levels`,
    )
    expectRejected(
      renewDiscountInput,
      { metadata: deep },
      'metadata',
      `Discount metadata nests deeper than ${maxJsonDepth} levels`,
    )
  })
})

describe('exchangeRate', () => {
  const rate = exchangeRate('Exchange rate')
  it('takes a finite rate up to the maximum', () => {
    expectAccepted(rate, 161.2)
    expectAccepted(rate, maxExchangeRate)
    expectRejected(rate, 1e308, '', 'Exchange rate cannot exceed 1,000,000')
    expectRejected(rate, Infinity, '', 'Exchange rate must be a number')
    expectRejected(rate, 0, '', 'Exchange rate must be greater than 0')
  })

  it('is the rule of the invoice PDF exchange rate', () => {
    expectRejected(
      invoicePdfUpdateInput,
      { invoiceId: 'in_1', localizedCurrency: 'JPY', localizedExchangeRate: 1e308 },
      'localizedExchangeRate',
      'Exchange rate cannot exceed 1,000,000',
    )
  })
})

describe('timestamp', () => {
  it('takes seconds before the year 10000', () => {
    const time = timestamp('End time')
    expectAccepted(time, 0)
    expectAccepted(time, maxTimestamp)
    expect(new Date(maxTimestamp * 1000).toISOString()).toBe('9999-12-31T23:59:59.000Z')
    expectRejected(time, maxTimestamp + 1, '', 'End time must be before the year 10000')
    expectRejected(renewDiscountInput, { endTime: 9e15 }, 'endTime', 'End time must be before the year 10000')
  })
})

describe('secrets', () => {
  const schema = z.object({
    email: z.string(),
    password: secret(z.string()).optional(),
    nested: z.object({ code: secret(z.string()), note: z.string() }).optional(),
    list: z.array(z.object({ token: secret(z.string()) })).optional(),
  })
  const mark = (name: string) => `<${name}>`

  it('knows the members marked secret, under optional and similar wrappers', () => {
    expect(secretMembers(schema)).toEqual(['password'])
    expect(isSecret(secret(z.string()).optional().nullable())).toBe(true)
    expect(isSecret(z.string())).toBe(false)
    expect(containsSecret(schema)).toBe(true)
    expect(containsSecret(z.object({ a: z.string() }))).toBe(false)
  })

  it('replaces every secret value, at any depth, and keeps the rest', () => {
    const value = {
      email: 'a@b.test',
      password: 'hunter22',
      nested: { code: '123456', note: 'n' },
      list: [{ token: 't1' }, { token: 't2' }],
    }
    expect(redactSecrets(schema, value, mark)).toEqual({
      email: 'a@b.test',
      password: '<password>',
      nested: { code: '<code>', note: 'n' },
      list: [{ token: '<token>' }, { token: '<token>' }],
    })
    expect(value.password).toBe('hunter22')
    expect(redactSecrets(schema, { email: 'x' }, mark)).toEqual({ email: 'x' })
  })

  it('is marked on every secret the contract carries: passwords, codes, gateway secrets', () => {
    expect(secretMembers(passwordForgetOtpVerifyInput)).toEqual(['newPassword', 'verificationCode'])
    expect(secretMembers(passwordForgetTotpVerifyInput)).toEqual(['newPassword', 'totpCode'])
    expect(secretMembers(memberResetTotpInput)).toEqual(['totpCode'])
    expect(secretMembers(gatewaySchema)).toEqual(['gatewaySecret', 'webhookSecret'])
    expect(containsSecret(userSchema)).toBe(true)
  })
})

describe('resource', () => {
  const record = resource({
    id: z.number(),
    name: z.string().min(1),
    key: secret(z.string()),
    tags: list(resource({ label: z.string() })),
  })

  it('reads a member of an unexpected type as missing, keeps null, missing and unknown members', () => {
    expect(record.parse({ id: 'seven', name: '', key: null, extra: { x: 1 } })).toEqual({
      id: undefined,
      name: undefined,
      key: null,
      extra: { x: 1 },
    })
    expect(record.parse({})).toEqual({})
  })

  it('drops the items of a list that do not fit, and keeps the rest', () => {
    expect(record.parse({ tags: [{ label: 'a' }, null, 'b', { label: 3 }] }).tags).toEqual([{ label: 'a' }, { label: undefined }])
    expect(record.parse({ tags: 'none' }).tags).toBeUndefined()
  })

  it('keeps the secret marks of its members, and of the items of its lists', () => {
    expect(secretMembers(record)).toEqual(['key'])
    expect(containsSecret(resource({ tags: list(record) }))).toBe(true)
    expect(containsSecret(resource({ tags: list(resource({ label: z.string() })) }))).toBe(false)
  })
})
