import { describe, expect, it } from 'vitest'
import { noInput } from './core'
import { memberProfile, memberResetTotpInput } from './members'
import { expectAccepted, expectRejected } from './testing'

describe('reset two-factor input (4.11)', () => {
  it('takes an optional code', () => {
    expectAccepted(memberResetTotpInput, {})
    expectAccepted(memberResetTotpInput, { totpCode: '123456' })
    expect(memberResetTotpInput.safeParse({ totpCode: 123456 }).success).toBe(false)
  })

  it('takes a six-digit code only', () => {
    expect(memberResetTotpInput.parse({ totpCode: ' 012345 ' })).toEqual({ totpCode: '012345' })
    expectRejected(memberResetTotpInput, { totpCode: '12345' }, 'totpCode', 'Two-factor code must be 6 digits')
    expectRejected(memberResetTotpInput, { totpCode: 'abcdef' }, 'totpCode', 'Two-factor code must be 6 digits')
  })
})

describe('profile input (4.12)', () => {
  it('takes no parameters', () => {
    expect(memberProfile.input).toBe(noInput)
    expectAccepted(memberProfile.input, {})
    expect(memberProfile.input.safeParse({ userId: 1 }).success).toBe(false)
  })
})
