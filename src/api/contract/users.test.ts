import { describe, expect, it } from 'vitest'
import { secretMembers } from './core'
import { expectAccepted, expectRejected } from './testing'
import {
  customerPortalUrlInput as portal,
  gatewaySchema,
  gatewaySecretFields,
  promoCreditDecrementInput as decrement,
  userChangeGatewayInput as changeGateway,
  userDeleteInput,
  userGetInput,
} from './users'

describe('user get and delete input (4.15, 4.16)', () => {
  it('needs a positive whole user id', () => {
    for (const schema of [userGetInput, userDeleteInput]) {
      expectAccepted(schema, { userId: 7 })
      expectRejected(schema, {}, 'userId', 'User id must be a whole number')
      expectRejected(schema, { userId: 0 }, 'userId', 'User id must be greater than 0')
      expectRejected(schema, { userId: 2.5 }, 'userId', 'User id must be a whole number')
    }
  })

  it('takes forceDelete on delete', () => {
    expectAccepted(userDeleteInput, { userId: 7, forceDelete: true })
    expect(userDeleteInput.safeParse({ userId: 7, forceDelete: 'yes' }).success).toBe(false)
  })
})

describe('change gateway input (4.13)', () => {
  it('needs a gateway id and a user id', () => {
    expectAccepted(changeGateway, { gatewayId: 3, userId: 7 })
    expectAccepted(changeGateway, {
      gatewayId: 3,
      userId: 7,
      gatewayPaymentType: 'card',
      gatewayUserId: 'cus_1',
      paymentMethodId: 'pm_1',
    })
    expectRejected(changeGateway, { userId: 7 }, 'gatewayId', 'Gateway id must be a whole number')
    expectRejected(changeGateway, { gatewayId: 3 }, 'userId', 'User id must be a whole number')
    expectRejected(changeGateway, { gatewayId: -3, userId: 7 }, 'gatewayId', 'Gateway id must be greater than 0')
  })
})

describe('promo credit decrement input (4.10)', () => {
  const valid = { amount: 100, currency: 'EUR', userId: 7 }

  it('accepts amount, currency and user id, with an optional name and description', () => {
    expectAccepted(decrement, valid)
    expectAccepted(decrement, { ...valid, name: 'Goodwill', description: 'Reverted' })
  })

  it('needs an amount greater than 0', () => {
    expectRejected(decrement, { ...valid, amount: 0 }, 'amount', 'Amount must be greater than 0')
    expectRejected(decrement, { ...valid, amount: -5 }, 'amount', 'Amount must be greater than 0')
    expectRejected(decrement, { ...valid, amount: 1.5 }, 'amount', 'Amount must be a whole number')
    expectRejected(decrement, { currency: 'EUR', userId: 7 }, 'amount', 'Amount must be a whole number')
  })

  it('needs a three-letter upper-case currency', () => {
    expectRejected(decrement, { amount: 1, userId: 7 }, 'currency', 'Currency is required')
    expectRejected(
      decrement,
      { ...valid, currency: 'eur' },
      'currency',
      'Currency must be a three-letter upper-case code, for example EUR',
    )
    expectRejected(
      decrement,
      { ...valid, currency: 'EURO' },
      'currency',
      'Currency must be a three-letter upper-case code, for example EUR',
    )
  })

  it('needs a user id', () => {
    expectRejected(decrement, { amount: 1, currency: 'EUR' }, 'userId', 'User id must be a whole number')
  })
})

describe('customer portal input (4.6)', () => {
  it('accepts a user id alone', () => {
    expectAccepted(portal, { userId: 7 })
  })

  it('accepts an external user id together with an e-mail', () => {
    expectAccepted(portal, { externalUserId: 'ext-7', email: 'ada@example.com' })
  })

  it('rejects a call without a user identification', () => {
    expectRejected(portal, {}, 'userId', 'Give a user id, or an external user id together with an e-mail')
    expectRejected(
      portal,
      { planId: 21, returnUrl: 'https://example.com' },
      'userId',
      'Give a user id, or an external user id together with an e-mail',
    )
  })

  it('rejects an external user id without an e-mail, and an e-mail without an external user id', () => {
    expectRejected(portal, { externalUserId: 'ext-7' }, 'email', 'E-mail is required together with the external user id')
    expectRejected(
      portal,
      { email: 'ada@example.com' },
      'externalUserId',
      'External user id is required together with the e-mail',
    )
  })

  it('needs a valid e-mail', () => {
    expectRejected(portal, { externalUserId: 'ext-7', email: 'ada' }, 'email', 'E-mail must be a valid e-mail address')
  })

  it('needs return and cancel addresses to be http(s) URLs', () => {
    expectAccepted(portal, {
      userId: 7,
      returnUrl: 'https://example.com/back',
      cancelUrl: 'https://example.com/cancel',
    })
    expectRejected(portal, { userId: 7, returnUrl: 'ftp://example.com' }, 'returnUrl', 'Return URL must be an http(s) URL')
    expectRejected(portal, { userId: 7, cancelUrl: 'nope' }, 'cancelUrl', 'Cancel URL must be an http(s) URL')
  })

  it('needs ids to be positive whole numbers', () => {
    expectAccepted(portal, { userId: 7, planId: 21, productId: 11, vatCountryCode: 'DE' })
    expectRejected(portal, { userId: 0 }, 'userId', 'User id must be greater than 0')
    expectRejected(portal, { userId: 7, planId: 0 }, 'planId', 'Plan id must be greater than 0')
    expectRejected(portal, { userId: 7, productId: -1 }, 'productId', 'Product id must be greater than 0')
  })
})

describe('customer portal VAT country code (4.6)', () => {
  it('is a two-letter upper-case country code', () => {
    expectAccepted(portal, { userId: 7, vatCountryCode: 'FR' })
    for (const vatCountryCode of ['de', 'DEU', 'D', '12']) {
      expectRejected(
        portal,
        { userId: 7, vatCountryCode },
        'vatCountryCode',
        'VAT country code must be two upper-case letters, for example DE',
      )
    }
  })
})

describe('gateway secrets', () => {
  it('names the members that carry secret values: the ones the schema marks secret', () => {
    expect(gatewaySecretFields).toEqual(['gatewaySecret', 'webhookSecret'])
    expect(secretMembers(gatewaySchema)).toEqual([...gatewaySecretFields])
  })
})
