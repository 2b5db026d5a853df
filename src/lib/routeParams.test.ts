import { describe, expect, it } from 'vitest'
import { positiveInt, requiredString } from '../api/contract/core'
import { idParam, InvalidParamError, invalidParamOf } from './routeParams'

describe('idParam', () => {
  const user = idParam('userId', positiveInt('User id'))
  const invoice = idParam('invoiceId', requiredString('Invoice id'))

  it("parses a numeric id by the contract's rule, and writes it back", () => {
    expect(user.parse({ userId: '12' })).toEqual({ userId: 12 })
    expect(user.stringify({ userId: 12 })).toEqual({ userId: '12' })
  })

  it.each([
    ['6.5', 'User id must be a whole number'],
    ['0', 'User id must be greater than 0'],
    ['abc', 'User id must be a whole number'],
  ])('refuses %s with the contract message, never another number', (raw, message) => {
    expect(() => user.parse({ userId: raw })).toThrow(new InvalidParamError('userId', raw, message))
  })

  it('keeps a text id as text', () => {
    expect(invoice.parse({ invoiceId: '8176543210123' })).toEqual({ invoiceId: '8176543210123' })
    expect(invoice.parse({ invoiceId: 'in_1' })).toEqual({ invoiceId: 'in_1' })
    expect(() => invoice.parse({ invoiceId: ' ' })).toThrow('Invoice id is required')
  })

  it('is found behind the error the router wraps it in', () => {
    const refused = new InvalidParamError('userId', '0', 'User id must be greater than 0')
    expect(invalidParamOf(refused)).toBe(refused)
    expect(invalidParamOf(new Error('Path params', { cause: refused }))).toBe(refused)
    expect(invalidParamOf(new Error('Something else'))).toBeUndefined()
  })
})
