import { describe, expect, it } from 'vitest'
import {
  formatBasisPoints,
  formatMoney,
  impliedCurrency,
  minorDigits,
  minorToDecimalString,
  noCurrency,
  parseMajorUnits,
} from './money'

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
  it('says when an amount is missing', () => {
    expect(formatMoney(null, 'USD')).toBe('not set')
    expect(formatMoney(undefined, 'USD')).toBe('not set')
  })
  it('leaves out an amount without a currency: never its bare number of minor units', () => {
    for (const currency of ['', null, undefined, 'dollars', '12']) {
      const shown = formatMoney(120_000, currency, 'en-US')
      expect(shown).toBe(noCurrency)
      expect(shown).not.toMatch(/\d/)
    }
  })
  it('takes the currency the record implies when the amount has none of its own', () => {
    expect(impliedCurrency(null, 'usd')).toBe('USD')
    expect(impliedCurrency('', undefined, 'EUR')).toBe('EUR')
    // The amount's own currency comes first.
    expect(impliedCurrency('GBP', 'USD')).toBe('GBP')
    expect(impliedCurrency(null, '', 'not a currency')).toBeUndefined()
    expect(formatMoney(120_000, impliedCurrency(null, 'USD'), 'en-US')).toBe('$1,200.00')
  })
  it('makes one currency format per locale and currency, not one per amount', () => {
    const Original = Intl.NumberFormat
    const made: unknown[][] = []
    Intl.NumberFormat = new Proxy(Original, {
      construct: (target, args: unknown[]) => (made.push(args), Reflect.construct(target, args)),
    })
    try {
      // A locale no other test uses: its format is made here, once.
      expect(formatMoney(1234567, 'CHF', 'de-CH')).toBe(
        new Original('de-CH', { style: 'currency', currency: 'CHF' }).format(12345.67),
      )
      formatMoney(89, 'CHF', 'de-CH')
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
