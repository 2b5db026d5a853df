import { describe, expect, it } from 'vitest'
import { userDisplayName } from './userName'

describe('userDisplayName', () => {
  it('prefers the full name, then user name, e-mail and id', () => {
    expect(userDisplayName({ id: 1, firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace')
    expect(userDisplayName({ id: 1, firstName: ' ', lastName: 'Lovelace' })).toBe('Lovelace')
    expect(userDisplayName({ id: 1, userName: 'ada', email: 'a@x.test' })).toBe('ada')
    expect(userDisplayName({ id: 1, email: 'a@x.test' })).toBe('a@x.test')
    expect(userDisplayName({ id: 9 })).toBe('User 9')
    expect(userDisplayName({ id: null })).toBe('Unnamed user')
  })
})
