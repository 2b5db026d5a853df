import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readSignInSearch } from './signInSearch'

/** The sign-in page's search params, as a schema: each one dropped when it is not what it should be. */
const reference = z.object({
  redirect: z.string().optional().catch(undefined),
  reason: z.enum(['unauthorized', 'idle', 'signed-out', 'password-reset']).optional().catch(undefined),
})

describe('readSignInSearch', () => {
  it.each([
    ['none', {}],
    ['a page to go back to', { redirect: '/users/7?page=2' }],
    ['each reason', { reason: 'unauthorized' }],
    ['idle', { reason: 'idle' }],
    ['signed out', { reason: 'signed-out' }],
    ['after a password reset', { reason: 'password-reset', redirect: '/invoices' }],
    ['a reason it does not know', { reason: 'expired' }],
    ['a page that is a number', { redirect: 7, reason: 'idle' }],
    ['a reason that is a list', { reason: ['idle'] }],
    ['params it does not know', { redirect: '/plans', tab: 'x' }],
  ])('reads %s as the rules of the page have it', (_, search) => {
    expect(readSignInSearch(search)).toEqual(reference.parse(search))
  })
})
