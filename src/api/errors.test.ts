import { describe, expect, it } from 'vitest'
import { ApiError, describeError, isApiError, isNotFound, type ApiErrorInit } from './errors'

const base = { path: '/merchant/user/get', method: 'GET' } as const
const error = (init: Partial<ApiErrorInit> & Pick<ApiErrorInit, 'kind'>) => new ApiError({ message: 'msg', ...base, ...init })

describe('ApiError', () => {
  it('is an Error with defaults of null', () => {
    const e = error({ kind: 'api', code: 3 })
    expect(e).toBeInstanceOf(Error)
    expect(e).toMatchObject({ name: 'ApiError', message: 'msg', kind: 'api', code: 3, httpStatus: null, requestId: null })
    expect(isApiError(e)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
  })

  it.each([
    [{ kind: 'network' }, true],
    [{ kind: 'network', unsupported: true }, false],
    [{ kind: 'http', httpStatus: 500 }, true],
    [{ kind: 'http', httpStatus: 503 }, true],
    [{ kind: 'api', httpStatus: 500 }, true],
    [{ kind: 'http', httpStatus: 400 }, false],
    [{ kind: 'http', httpStatus: 404 }, false],
    [{ kind: 'unauthorized', httpStatus: 401 }, false],
    [{ kind: 'api', httpStatus: 200 }, false],
    [{ kind: 'timeout' }, false],
    [{ kind: 'aborted' }, false],
    [{ kind: 'validation' }, false],
  ] as const)('%o is retryable: %s', (init, retryable) => {
    expect(error(init).retryable).toBe(retryable)
  })
})

describe('describeError', () => {
  it.each([
    [{ kind: 'http', httpStatus: 400 }, 'Request refused'],
    [{ kind: 'http', httpStatus: 404 }, 'Not found'],
    [{ kind: 'http', httpStatus: 500 }, 'Service error'],
    [{ kind: 'api', httpStatus: 200 }, 'Request refused'],
    [{ kind: 'unauthorized' }, 'Signed out'],
    [{ kind: 'network' }, 'Service unreachable'],
    [{ kind: 'network', unsupported: true }, 'Not offered'],
    [{ kind: 'timeout' }, 'Timed out'],
    [{ kind: 'aborted' }, 'Cancelled'],
    [{ kind: 'envelope' }, 'Unexpected response'],
    [{ kind: 'validation' }, 'Some values are not valid'],
  ] as const)('titles %o as %s', (init, title) => {
    expect(describeError(error({ ...init, requestId: 'r-1' }))).toEqual({ title, message: 'msg', requestId: 'r-1' })
  })

  it('describes anything else', () => {
    expect(describeError(new Error('boom'))).toEqual({ title: 'Something went wrong', message: 'boom', requestId: null })
    expect(describeError('?')).toEqual({
      title: 'Something went wrong',
      message: 'An unexpected error occurred.',
      requestId: null,
    })
  })
})

describe('not found', () => {
  it("is the spec's HTTP 404", () => {
    expect(isNotFound(error({ kind: 'http', httpStatus: 404 }))).toBe(true)
    expect(describeError(error({ kind: 'http', httpStatus: 404 })).title).toBe('Not found')
  })

  it("is the real service's HTTP 400 with code 51 and a not-found message, in either mode", () => {
    const real = error({ kind: 'http', httpStatus: 400, code: 51, message: 'subscription not found' })
    expect(isNotFound(real)).toBe(true)
    expect(describeError(real).title).toBe('Not found')
    expect(isNotFound(error({ kind: 'api', httpStatus: 200, code: 51, message: 'code not found' }))).toBe(true)
    expect(isNotFound(error({ kind: 'http', httpStatus: 400, code: 51, message: 'Merchant Member Not Found' }))).toBe(true)
  })

  it("is the real service's masked failure (code 68) of a read, as user/get answers for an unknown id", () => {
    const masked = { kind: 'http', httpStatus: 400, code: 68, message: 'Server Error-req20250620aB3cD4eF5gH6iJ7-68' } as const
    expect(isNotFound(error({ ...masked, read: true }))).toBe(true)
    expect(isNotFound(error(masked))).toBe(false)
  })

  it('is nothing else: other refusals, server errors, other codes and plain errors', () => {
    expect(isNotFound(error({ kind: 'http', httpStatus: 400, code: 51, message: 'invalid Decrease Value' }))).toBe(false)
    expect(isNotFound(error({ kind: 'http', httpStatus: 400, code: 50, message: 'plan not found', read: true }))).toBe(false)
    expect(isNotFound(error({ kind: 'http', httpStatus: 500 }))).toBe(false)
    expect(isNotFound(error({ kind: 'http', httpStatus: 400, code: 68 }))).toBe(false)
    expect(isNotFound(new Error('404 not found'))).toBe(false)
  })
})
