import { describe, expect, it } from 'vitest'
import { memberName } from './format'

describe('member name', () => {
  it('is the full name, else the e-mail, else the id', () => {
    expect(memberName({ firstName: 'Morgan', lastName: 'Reyes', email: 'm@example.com' })).toBe('Morgan Reyes')
    expect(memberName({ firstName: 'Morgan', lastName: '' })).toBe('Morgan')
    expect(memberName({ firstName: null, email: 'm@example.com' })).toBe('m@example.com')
    expect(memberName({ id: 7 })).toBe('Member 7')
  })
})
