import { describe, expect, it } from 'vitest'
import { isSecret } from '../core'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import {
  promoCreditIncrementInput as increment,
  userIdInput,
  userNewInput as create,
  userUpdateInput as update,
} from './customerActions'

describe('new customer input (operations 3.5)', () => {
  it('needs an e-mail address', () => {
    expectAccepted(create, { email: 'lin@example.test' })
    expectAccepted(create, {
      email: 'lin@example.test',
      externalUserId: 'crm-0100',
      firstName: 'Lin',
      lastName: 'Wei',
      password: 'Sandbox-Pass-1',
      phone: '+44 20 7946 0000',
      address: '1 Fleet Street',
      language: 'en',
    })
    expectRejected(create, {}, 'email', 'E-mail is required')
    expectRejected(create, { email: 'not an address' }, 'email', 'E-mail must be a valid e-mail address')
  })

  it('takes the languages the service keeps', () => {
    expectRejected(create, { email: 'lin@example.test', language: 'de' }, 'language', 'Language must be en, ru, cn, vi or bp')
  })

  it('marks the password secret', () => {
    expect(isSecret(create.shape.password)).toBe(true)
  })
})

describe('customer update input (operations 3.5)', () => {
  it('names the customer by id, or finds them by e-mail', () => {
    expectAccepted(update, { userId: 3, firstName: 'Alan' })
    expectAccepted(update, { email: 'alan@bletchley.example', city: 'Wilmslow' })
    expectRejected(update, { firstName: 'Alan' }, 'userId', 'Give the customer id, or the e-mail to find the customer by')
  })

  it('checks a VAT number the way the VAT check does, and lets an empty one clear it', () => {
    expect(update.parse({ userId: 3, vATNumber: 'de 281.734-053' })).toEqual({ userId: 3, vATNumber: 'DE281734053' })
    expectAccepted(update, { userId: 3, vATNumber: '' })
    expectRejected(
      update,
      { userId: 3, vATNumber: '12345' },
      'vATNumber',
      'VAT number must start with a two-letter country code, such as DE',
    )
    expectRejected(
      update,
      { userId: 3, vATNumber: 'DE1' },
      'vATNumber',
      'VAT number must have 2 to 13 letters or digits after the country code',
    )
  })

  it('takes a two-letter country, type 1 or 2, and the service’s spelling of its members', () => {
    expectAccepted(update, { userId: 3, countryCode: 'GB', type: 2, LinkedIn: 'alan-turing', tiktok: '@alan', whatsApp: '+44' })
    expectRejected(
      update,
      { userId: 3, countryCode: 'gb' },
      'countryCode',
      'Country must be a two-letter upper-case code, for example DE',
    )
    expectRejected(update, { userId: 3, type: 3 }, 'type', 'Type must be 1 (individual) or 2 (organisation)')
  })

  it('takes metadata as an object', () => {
    expectAccepted(update, { userId: 3, metadata: { crm: 'hubspot' } })
    expect(issuesOf(update, { userId: 3, metadata: 'crm' }).map((issue) => issue.path)).toEqual(['metadata'])
  })
})

describe('suspend and resume input (operations 3.5)', () => {
  it('needs a customer id greater than 0', () => {
    expectAccepted(userIdInput, { userId: 5 })
    expectRejected(userIdInput, { userId: 0 }, 'userId', 'Customer id must be greater than 0')
  })
})

describe('promo credit increase input (operations 3.7)', () => {
  it('mirrors the decrease: a whole number of credits above 0 in a currency', () => {
    expectAccepted(increment, { userId: 1, currency: 'USD', amount: 500, name: 'Goodwill', description: 'Outage on 3 May' })
    expectRejected(increment, { userId: 1, currency: 'USD', amount: 0 }, 'amount', 'Amount must be greater than 0')
    expectRejected(increment, { userId: 1, currency: 'USD', amount: 1.5 }, 'amount', 'Amount must be a whole number')
  })
})
