import { describe, expect, it } from 'vitest'
import { formatBasisPoints, formatMoney, minorDigits, minorToDecimalString } from './money'

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
  it('shows basis points as a percentage', () => {
    expect(formatBasisPoints(1000)).toBe('10 %')
    expect(formatBasisPoints(1250)).toBe('12.5 %')
    expect(formatBasisPoints(5)).toBe('0.05 %')
    expect(formatBasisPoints(0)).toBe('0 %')
    expect(formatBasisPoints(undefined)).toBe('not set')
  })
})
