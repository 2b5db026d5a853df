import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import type { User } from '../../api/contract/users'
import { flagLabel, hasAnyValue, isRefusedDelete, secretState, withoutSecrets } from './format'

const apiError = (httpStatus: number, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, httpStatus, message: 'x', path: '/merchant/user/get', method: 'GET' })

describe('withoutSecrets', () => {
  it('drops the secret values and keeps only whether each is set', () => {
    const user = {
      id: 3,
      email: 'ada@example.test',
      gateway: { gatewayId: 1, gatewayName: 'stripe', gatewaySecret: 'gw_secret_DO_NOT_SHOW_1', webhookSecret: '' },
    } as User
    const safe = withoutSecrets(user)
    expect(safe.gateway).toEqual({
      gatewayId: 1,
      gatewayName: 'stripe',
      secretsSet: { gatewaySecret: true, webhookSecret: false },
    })
    expect(JSON.stringify(safe)).not.toContain('DO_NOT_SHOW')
    expect(user.gateway?.gatewaySecret).toBe('gw_secret_DO_NOT_SHOW_1')
  })

  it('keeps a missing gateway as null', () => {
    expect(withoutSecrets({ id: 1 } as User).gateway).toBeNull()
  })

  it('says set or not set, never the value', () => {
    expect(secretState(true)).toBe('set')
    expect(secretState(false)).toBe('not set')
    expect(secretState(undefined)).toBe('not set')
  })
})

describe('flagLabel', () => {
  it('shows words, not the raw value; another value as its number, marked as unknown', () => {
    expect(flagLabel(1)).toBe('Yes')
    expect(flagLabel(0, 'Enabled', 'Disabled')).toBe('Disabled')
    expect(flagLabel(7)).toBe('7 (unknown)')
    expect(flagLabel(undefined)).toBe('not set')
  })
})

describe('hasAnyValue', () => {
  it('is true when any member holds text', () => {
    expect(hasAnyValue({ iban: '', bic: 'X' })).toBe(true)
    expect(hasAnyValue({ iban: '', bic: ' ' })).toBe(false)
    expect(hasAnyValue(null)).toBe(false)
  })
})

describe('error narrowing', () => {
  it('recognises refused deletes by status, not by message', () => {
    expect(isRefusedDelete(apiError(400))).toBe(true)
    expect(isRefusedDelete(apiError(200, 'api'))).toBe(true)
    expect(isRefusedDelete(apiError(500))).toBe(false)
  })
})
