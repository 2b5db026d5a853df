import { lazyObject } from './lazy'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import * as contractZ from './z'
import { passwordForgetOtpVerifyInput, passwordForgetTotpVerifyInput } from './auth'
import {
  containsSecret,
  exchangeRate,
  field,
  isSecret,
  jsonMember,
  lazySchema,
  list,
  listItemOf,
  maxExchangeRate,
  maxJsonDepth,
  maxTimestamp,
  nestsDeeperThan,
  readResponse,
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
import { expectAccepted, expectReadAsParsed, expectRejected } from './testing'

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
  it('builds its lenient members on first use, once, not when it is declared', () => {
    // A string with a rule of its own: its lenient member is its own (plain ones are shared, below).
    const name = z.string().min(1)
    const wrap = vi.spyOn(name, 'nullish')
    const schema = resource({ name, count: z.number() })
    expect(wrap).not.toHaveBeenCalled()

    expect(schema.parse({ name: 'Analytics', count: 'three' })).toEqual({ name: 'Analytics', count: undefined })
    expect(schema.parse({ name: 7 })).toEqual({ name: undefined })
    // Code that reads the shape (the sandbox does) gets the same lenient members.
    expect(schema.shape.name.parse(null)).toBeNull()
    expect(schema.shape.count).toBe(schema.shape.count)
    expect(wrap).toHaveBeenCalledOnce()
  })

  it("tells the contract's own plain members without building them, and keeps their marks", () => {
    const first = resource({ name: contractZ.string(), count: contractZ.number(), live: contractZ.boolean() })
    const second = resource({
      name: contractZ.string(),
      count: contractZ.number(),
      code: contractZ.string().min(2),
      note: contractZ.string().describe('A note'),
      key: secret(contractZ.string()),
      strict: contractZ.string({ error: 'A text' }),
    })
    expect(second.shape.name).toBe(first.shape.name)
    expect(second.shape.count).toBe(first.shape.count)
    for (const member of ['code', 'note', 'key'] as const) expect(second.shape[member]).not.toBe(first.shape.name)
    expect(isSecret(second.shape.key)).toBe(true)
    expect(isSecret(second.shape.name)).toBe(false)
    expect(second.parse({ name: 1, count: 2, code: 'x', note: 'n', key: 'k', strict: 3 })).toEqual({
      name: undefined,
      count: 2,
      code: undefined,
      note: 'n',
      key: 'k',
      strict: undefined,
    })
    expect(contractZ.string()).toBeInstanceOf(z.ZodString)
    expect(contractZ.number().safeParse('1').success).toBe(false)
  })

  it('shares one lenient member among the plain strings, numbers and booleans, and none with any other', () => {
    const first = resource({ name: z.string(), count: z.number(), live: z.boolean(), code: z.string().min(2) })
    const second = resource({
      name: z.string(),
      count: z.number(),
      live: z.boolean(),
      code: z.string().min(2),
      note: z.string().describe('A note'),
      key: secret(z.string()),
    })
    expect(second.shape.name).toBe(first.shape.name)
    expect(second.shape.count).toBe(first.shape.count)
    expect(second.shape.live).toBe(first.shape.live)
    expect(second.shape.code).not.toBe(first.shape.code)
    expect(second.shape.note).not.toBe(first.shape.name)
    expect(second.shape.key).not.toBe(first.shape.name)
    expect(isSecret(second.shape.key)).toBe(true)
    expect(isSecret(second.shape.name)).toBe(false)
    // Each still reads as its own kind, leniently.
    expect(second.parse({ name: 1, count: '2', live: 'yes', code: 'x', note: 'n', key: 'k' })).toEqual({
      name: undefined,
      count: undefined,
      live: undefined,
      code: undefined,
      note: 'n',
      key: 'k',
    })
  })
})

describe('readResponse', () => {
  const tag = resource({ id: z.number(), label: z.string().min(1) })
  const record = resource({
    id: z.number(),
    name: z.string(),
    live: z.boolean(),
    status: z.enum(['active', 'paused']),
    tag: field(tag),
    tags: list(tag),
    nested: lazySchema(() => resource({ note: z.string() })),
  })
  const page = resource({ records: list(record), total: z.number() })
  const full = {
    id: 1,
    name: 'Ada',
    live: true,
    status: 'active',
    tag: { id: 2, label: 'vip' },
    tags: [{ id: 3, label: 'a' }, 'not a tag', { id: 'four', label: '' }],
    nested: { note: 'n', more: [1] },
    addedLater: { x: 1 },
  }

  it('answers what the schema parses, for every member and every kind of value in its place', () => {
    expectReadAsParsed(record, full)
    expectReadAsParsed(page, { records: [full, 'not a record', { ...full, id: 'x' }, {}], total: 4, more: true })
    for (const odd of [null, undefined, 'text', 7, [], [full]]) expectReadAsParsed(page, odd)
  })

  it('keeps the members in the order the schema gives, then the unknown ones, and never a __proto__ member', () => {
    const input = JSON.parse('{"zeta": 1, "__proto__": {"polluted": true}, "name": "Ada", "id": 1}') as unknown
    const read = readResponse(record, input)
    expect(read.success && Object.keys(read.data)).toEqual(['id', 'name', 'zeta'])
    expect(read.success && Object.getPrototypeOf(read.data)).toBe(Object.prototype)
    expectReadAsParsed(record, input)
  })

  it('reads a record of many members (copied in one step) as the schema parses it, in the same order', () => {
    const names = Array.from({ length: 40 }, (_, index) => `m${index}`)
    const wide = resource(Object.fromEntries(names.map((name) => [name, z.number()])))
    const input = { ...Object.fromEntries(names.map((name, index) => [name, index % 3 ? index : `not ${index}`])), extra: 1 }
    expectReadAsParsed(wide, input)
    const read = readResponse(wide, input)
    expect(read.success && Object.keys(read.data)).toEqual([...names, 'extra'])
  })

  it("reads a list's records without the schema library's parse of each, and leaves it the ones that do not fit", () => {
    const parse = vi.spyOn(record, 'safeParse')
    expect(readResponse(page, { records: [full, full], total: 2 }).success).toBe(true)
    expect(parse).not.toHaveBeenCalled()
    const read = readResponse(page, { records: [full, 'not a record'], total: 2 })
    expect(read.success && read.data.records).toHaveLength(1)
    expect(parse).toHaveBeenCalledOnce()
  })

  it('declares a nested resource only when an answer holds one', () => {
    const declare = vi.fn(() => resource({ note: contractZ.string() }))
    const holder = resource({ id: contractZ.number(), nested: lazySchema(declare) })
    expect(readResponse(holder, { id: 1, nested: null })).toStrictEqual({ success: true, data: { id: 1, nested: null } })
    expect(readResponse(holder, { id: 2 })).toStrictEqual({ success: true, data: { id: 2 } })
    expect(declare).not.toHaveBeenCalled()
    expect(readResponse(holder, { id: 3, nested: { note: 'n' } })).toStrictEqual({
      success: true,
      data: { id: 3, nested: { note: 'n' } },
    })
    expect(declare).toHaveBeenCalledOnce()
  })

  it("is the schema library's own answer for a value that does not fit, and for any other schema", () => {
    expect(readResponse(page, 'text')).toStrictEqual(page.safeParse('text'))
    const strict = z.object({ id: z.number() })
    expect(readResponse(strict, { id: 'x' })).toStrictEqual(strict.safeParse({ id: 'x' }))
    expect(readResponse(strict, { id: 1 })).toStrictEqual({ success: true, data: { id: 1 } })
  })
})

describe('lazyObject', () => {
  it('builds on first read, once, and answers for the object it builds', () => {
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
    }
    const build = vi.fn(() => new Point(1, 2))
    const [point, real] = lazyObject(build)
    expect(build).not.toHaveBeenCalled()
    expect(point.x).toBe(1)
    expect('y' in point).toBe(true)
    expect(Object.keys(point)).toEqual(['x', 'y'])
    expect({ ...point }).toEqual({ x: 1, y: 2 })
    expect(point).toBeInstanceOf(Point)
    point.x = 3
    expect(real().x).toBe(3)
    // What is defined or deleted on the stand-in (as a test's spy does) is the built object's.
    Object.defineProperty(point, 'y', { value: 5, configurable: true, writable: true, enumerable: true })
    expect(real().y).toBe(5)
    expect(Object.getOwnPropertyDescriptor(point, 'y')).toMatchObject({ value: 5, configurable: true })
    expect(delete (point as Partial<Point>).y).toBe(true)
    expect('y' in real()).toBe(false)
    expect(build).toHaveBeenCalledTimes(1)
  })
})

describe('lazySchema', () => {
  it('builds its schema on first use, once, and stands for it', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1, { error: 'Name is required' }) }))
    const schema = lazySchema(build)
    expect(build).not.toHaveBeenCalled()
    expect(schema.safeParse({ name: 'Ada' }).success).toBe(true)
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required')
    expect(Object.keys(schema.shape)).toEqual(['name'])
    expect(schema.extend({ age: z.int() }).safeParse({ name: 'Ada', age: 3 }).success).toBe(true)
    expect(schema).toBeInstanceOf(z.ZodObject)
    expect(z.object({ inner: schema }).safeParse({ inner: { name: 'x' } }).success).toBe(true)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('keeps the marks of the schema it stands for: secrets and list items', () => {
    const password = lazySchema(() => secret(z.string()))
    expect(isSecret(password)).toBe(true)
    expect(secretMembers(z.object({ password }))).toEqual(['password'])
    const item = z.object({ id: z.int() })
    const items = lazySchema(() => list(item))
    expect(listItemOf(items)).toBe(item)
    expect(items.parse([{ id: 1 }, { id: 'x' }])).toEqual([{ id: 1 }])
  })

  it("reads a list's answer, envelope included, without building any of the schema library's schemas", async () => {
    vi.resetModules()
    const built = vi.fn()
    vi.doMock('zod', async (importOriginal) => {
      const actual = await importOriginal<typeof import('zod')>()
      const kinds = ['object', 'looseObject', 'string', 'number', 'boolean', 'lazy', 'array', 'unknown', 'enum']
      const counted = Object.fromEntries(
        kinds.map((kind) => {
          const make = actual.z[kind as 'string'] as (...args: unknown[]) => unknown
          return [kind, (...args: unknown[]) => (built(kind), make(...args))]
        }),
      )
      return { ...actual, ...counted, z: { ...actual.z, ...counted } }
    })
    const contract = await import('./core')
    const { productList } = await import('./products')
    const address = { address: '1 Main St', city: 'Springfield', countryCode: 'US', verified: true }
    const product = {
      id: 1,
      productName: 'Pro',
      createTime: 1_700_000_000,
      status: 1,
      description: null,
      usVATConfig: { active: true, fromAddress: address, nexusAddresses: [address], taxCode: 7 },
      later: { x: 1 },
    }
    const answer = { code: 0, data: { products: [product, product], total: 2 }, message: '', requestId: 'req-1' }
    const envelope = contract.readEnvelope(answer)
    const read = contract.readResponse(productList.output, envelope?.data)
    expect(read.success && read.data.products).toHaveLength(2)
    expect(read.success && read.data.products?.[0]?.usVATConfig?.nexusAddresses).toEqual([address])
    // A plain member of an unexpected type is dropped without the library too.
    expect(read.success && read.data.products?.[0]?.usVATConfig?.taxCode).toBeUndefined()
    expect(built).not.toHaveBeenCalled()
    // A record that does not fit is the library's to judge (and dropped); the request schema is the library's.
    const odd = contract.readResponse(productList.output, { products: [product, 'not a product'], total: 2 })
    expect(odd.success && odd.data.products).toHaveLength(1)
    productList.input.safeParse({ page: 0 })
    expect(built).toHaveBeenCalled()
    vi.doUnmock('zod')
    vi.resetModules()
  })

  it("leaves the contract's schemas unbuilt until used", async () => {
    vi.resetModules()
    const built = vi.fn()
    vi.doMock('zod', async (importOriginal) => {
      const actual = await importOriginal<typeof import('zod')>()
      const object = (...args: Parameters<typeof actual.z.object>) => (built(), actual.z.object(...args))
      return { ...actual, object, z: { ...actual.z, object } }
    })
    const invoices = await import('./extensions/invoices')
    expect(built).not.toHaveBeenCalled()
    invoices.invoiceListInput.safeParse({})
    expect(built).toHaveBeenCalled()
    vi.doUnmock('zod')
    // Test files may share the module registry: later imports get the real schema library again.
    vi.resetModules()
  })
})
