import { describe, expect, it } from 'vitest'
import { maskSecret } from './mask'

describe('maskSecret', () => {
  it('keeps a few characters at each end and puts one star fewer than the length between', () => {
    expect(maskSecret('')).toBe('')
    expect(maskSecret('a')).toBe('***')
    expect(maskSecret('ab')).toBe('a*')
    expect(maskSecret('abc')).toBe('a*c')
    expect(maskSecret('abcd')).toBe('a**d')
    expect(maskSecret('abcde')).toBe('ab****de')
    expect(maskSecret('abcdefghij')).toBe('ab*********ij')
    expect(maskSecret('abcdefghijk')).toBe('abcd**********hijk')
    expect(maskSecret('gw_secret_DO_NOT_SHOW_1')).toBe(`gw_s${'*'.repeat(22)}OW_1`)
  })

  it('counts characters, not code units', () => {
    expect(maskSecret('ü€ab✓')).toBe('ü€****b✓')
  })
})
