import { describe, expect, it } from 'vitest'
import { formatBasisPoints, formatMoney, minorDigits, minorToDecimalString, parseMajorUnits } from './money'

describe('money', () => {
  it('knows each currency minor digits', () => {
    expect(minorDigits('USD')).toBe(2)
    expect(minorDigits('JPY')).toBe(0)
    expect(minorDigits('BHD')).toBe(3)
    expect(minorDigits('???')).toBe(2)
  })
  it('splits minor units exactly', () => {
    expect(minorToDecimalString(123456, 2)).toBe('1234.56')
    expect(minorToDecimalString(5, 2)).toBe('0.05')
    expect(minorToDecimalString(-1999, 2)).toBe('-19.99')
    expect(minorToDecimalString(500, 0)).toBe('500')
    expect(minorToDecimalString(1, 3)).toBe('0.001')
  })
  it('formats amounts in their currency', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56')
    expect(formatMoney(1000, 'EUR', 'en-US')).toBe('€10.00')
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500')
    expect(formatMoney(-250, 'usd', 'en-US')).toBe('-$2.50')
    // Large values stay exact.
    expect(formatMoney(900719925474099, 'USD', 'en-US')).toBe('$9,007,199,254,740.99')
  })
  it('says when an amount or its currency is missing', () => {
    expect(formatMoney(null, 'USD')).toBe('not set')
    expect(formatMoney(100, '', 'en-US')).toBe('100 (minor units, currency not set)')
  })
  it('makes one number format per locale for the amounts without a currency, not one per amount', () => {
    const Original = Intl.NumberFormat
    const made: unknown[][] = []
    Intl.NumberFormat = new Proxy(Original, {
      construct: (target, args: unknown[]) => (made.push(args), Reflect.construct(target, args)),
    })
    try {
      // A locale no other test uses: its format is made here, once.
      expect(formatMoney(1234567, null, 'de-CH')).toBe(`${new Original('de-CH').format(1234567)} (minor units, currency not set)`)
      expect(formatMoney(89, undefined, 'de-CH')).toBe('89 (minor units, currency not set)')
      expect(made.filter(([locale]) => locale === 'de-CH')).toHaveLength(1)
    } finally {
      Intl.NumberFormat = Original
    }
  })
  it('shows basis points as a percentage', () => {
    expect(formatBasisPoints(1000)).toBe('10 %')
    expect(formatBasisPoints(1250)).toBe('12.5 %')
    expect(formatBasisPoints(5)).toBe('0.05 %')
    expect(formatBasisPoints(0)).toBe('0 %')
    expect(formatBasisPoints(undefined)).toBe('not set')
  })
})

describe('amounts typed in major units', () => {
  it('converts exactly to minor units', () => {
    expect(parseMajorUnits('12.34', 'EUR')).toEqual({ ok: true, minor: 1234 })
    expect(parseMajorUnits('0.1', 'USD')).toEqual({ ok: true, minor: 10 })
    expect(parseMajorUnits('007', 'USD')).toEqual({ ok: true, minor: 700 })
    expect(parseMajorUnits('-3', 'GBP')).toEqual({ ok: true, minor: -300 })
    expect(parseMajorUnits('1500', 'JPY')).toEqual({ ok: true, minor: 1500 })
    expect(parseMajorUnits('1.005', 'KWD')).toEqual({ ok: true, minor: 1005 })
    expect(parseMajorUnits('5.', 'EUR')).toEqual({ ok: true, minor: 500 })
  })
  it('refuses what is not an amount', () => {
    expect(parseMajorUnits('', 'EUR')).toMatchObject({ ok: false })
    expect(parseMajorUnits('1e3', 'EUR')).toMatchObject({ ok: false })
    expect(parseMajorUnits('1.001', 'EUR')).toEqual({ ok: false, message: 'EUR amounts have at most 2 decimal places' })
    expect(parseMajorUnits('99999999999999999999', 'EUR')).toEqual({ ok: false, message: 'The amount is too large' })
  })
})
