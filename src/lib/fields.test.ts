import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { basisPoints, currencyCode, nonNegativeInt, positiveInt } from '../api/contract/core'
import { currencyField, dateTimeField, moneyField, numberField, percentField, textField } from './fields'

const messages = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message)

describe('numberField', () => {
  const id = numberField(positiveInt('Plan id'), 'Enter a plan id')

  it('reads digits as the number the rule checks', () => {
    expect(id.parse('65')).toBe(65)
    expect(id.parse(' 7 ')).toBe(7)
  })

  it.each(['6.5', '2.5', '1e3', 'abc', '6,5'])('refuses %s with the rule message instead of changing it', (typed) => {
    const result = id.safeParse(typed)
    expect(result.success).toBe(false)
    expect(messages(result)?.[0]).toMatch(/^Plan id must be a whole number$|^Invalid input/)
  })

  it('says a required field is missing', () => {
    expect(messages(id.safeParse(undefined))).toEqual(['Enter a plan id'])
  })

  it('leaves an optional field out', () => {
    const tax = numberField(basisPoints('Tax').optional())
    expect(tax.parse(undefined)).toBeUndefined()
    expect(tax.parse('1000')).toBe(1000)
    expect(messages(tax.safeParse('10001'))).toEqual(['Tax cannot exceed 10000 (100 %)'])
  })

  it('keeps its rule as its output type', () => {
    const count = numberField(nonNegativeInt('Count'), 'Enter a count')
    const value: number = count.parse('0')
    expect(value).toBe(0)
  })
})

describe('moneyField', () => {
  const amount = moneyField('EUR', positiveInt('Amount'), 'Enter an amount')

  it('sends major units as minor units, exactly', () => {
    expect(amount.parse('12.50')).toBe(1250)
    expect(amount.parse('0.1')).toBe(10)
    expect(moneyField('JPY', positiveInt('Amount')).parse('1500')).toBe(1500)
  })

  it('refuses more decimals than the currency has, and text', () => {
    expect(messages(amount.safeParse('1.234'))).toEqual(['EUR amounts have at most 2 decimal places'])
    expect(messages(amount.safeParse('ten'))).toEqual(['Enter an amount in EUR, for example 5.00'])
    expect(messages(amount.safeParse('0'))).toEqual(['Amount must be greater than 0'])
  })
})

describe('dateTimeField', () => {
  it('sends a local date and time as seconds', () => {
    const end = dateTimeField(nonNegativeInt('End').optional())
    expect(end.parse('2026-01-02T03:04')).toBe(Math.floor(new Date(2026, 0, 2, 3, 4).getTime() / 1000))
    expect(end.parse(undefined)).toBeUndefined()
    expect(end.safeParse('tomorrow').success).toBe(false)
  })
})

describe('textField', () => {
  it('trims before the rule', () => {
    expect(textField(z.string().min(2).optional()).parse('  ab ')).toBe('ab')
    expect(textField(z.string().optional()).parse(undefined)).toBeUndefined()
  })
})

describe('currencyField', () => {
  const currency = currencyField(currencyCode('Currency').optional())

  it('reads a code typed in any case', () => {
    expect(currency.parse(' eur ')).toBe('EUR')
    expect(currency.parse(undefined)).toBeUndefined()
  })

  it('refuses what is not a currency code with the rule message', () => {
    expect(messages(currency.safeParse('euro'))).toEqual(['Currency must be a three-letter upper-case code, for example EUR'])
  })
})

describe('percentField', () => {
  const field = z.object({ value: percentField(basisPoints('Percentage').optional()) })
  const read = (value: string | undefined) => field.safeParse({ value })

  it('reads per cent as basis points, exactly', () => {
    expect(read('25').data).toEqual({ value: 2500 })
    expect(read(' 12.5 ').data).toEqual({ value: 1250 })
    expect(read('0.01').data).toEqual({ value: 1 })
    expect(read(undefined).data).toEqual({ value: undefined })
  })

  it.each([
    ['12.345', 'A percentage has at most two decimal places'],
    ['ten', 'Enter a percentage, for example 12.5'],
    ['100.01', 'Percentage cannot exceed 10000 (100 %)'],
    ['-1', 'Percentage cannot be negative'],
  ])('refuses "%s" instead of changing it', (value, message) => {
    expect(read(value).error?.issues.map((issue) => issue.message)).toEqual([message])
  })
})
