import { describe, expect, it } from 'vitest'
import { actorLabel, maskKey } from './actor'

describe("the activity log's actor", () => {
  it('never shows an API key in full, raw or masked by the service', () => {
    expect(actorLabel({ optAccount: 'OpenApi(sk_test_4f9a2b7c1d0e3f65abcd)', optAccountType: 2 })).toBe('OpenApi(sk_test_…abcd)')
    expect(
      actorLabel({
        optAccount: `OpenApi (abcd${'*'.repeat(31)}wxyz)`,
        optAccountId: `abcd${'*'.repeat(31)}wxyz`,
        optAccountType: 2,
      }),
    ).toBe('OpenApi(…wxyz)')
    // Only the type says it: the key is in optAccountId.
    expect(actorLabel({ optAccount: '', optAccountId: 'Zx81kQmP0aB7cD2eF4gH6iJ8kL0mN2o9', optAccountType: 2 })).toBe(
      'OpenApi(…N2o9)',
    )
  })

  it('shows a member, a customer and the system as the service names them', () => {
    expect(actorLabel({ optAccount: 'Member (support@northwind.example)', optAccountType: 0 })).toBe(
      'Member (support@northwind.example)',
    )
    expect(actorLabel({ optAccount: 'System', optAccountType: 3 })).toBe('System')
    expect(actorLabel({ optAccount: '', optAccountType: 0, member: { email: 'a@b.test' } })).toBe('a@b.test')
  })

  it('keeps a short prefix of the key, never a long one', () => {
    expect(maskKey('sk_live_abcdefgh1234')).toBe('sk_live_…1234')
    expect(maskKey('merchant_production_abcdefgh1234')).toBe('…1234')
  })
})
