import { describe, expect, it } from 'vitest'
import { connectOrigin, contentSecurityPolicy } from './csp.mjs'

describe('connectOrigin', () => {
  it.each([
    ['https://billing.example.com', 'https://billing.example.com'],
    ['https://billing.example.com:8443/api/v1/', 'https://billing.example.com:8443'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['https://BILLING.example.com/', 'https://billing.example.com'],
  ])('takes the origin of %s', (baseUrl, origin) => {
    expect(connectOrigin(baseUrl)).toBe(origin)
  })

  it('is null for a path on the dashboard origin, which self allows', () => {
    expect(connectOrigin('/api/')).toBeNull()
    expect(connectOrigin('/')).toBeNull()
  })

  it.each(['ftp://billing.example.com', 'javascript:alert(1)', 'billing.example.com', '//billing.example.com', 'api/'])(
    'refuses %s',
    (baseUrl) => {
      expect(() => connectOrigin(baseUrl)).toThrow(`baseUrl ${JSON.stringify(baseUrl)} must be an http(s) URL or a path`)
    },
  )
})

describe('contentSecurityPolicy', () => {
  const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'))

  it('lets the page connect to each environment origin once', () => {
    const policy = contentSecurityPolicy([
      { baseUrl: 'https://sandbox.billing.example.com/v1' },
      { baseUrl: 'https://billing.example.com' },
      { baseUrl: 'https://billing.example.com/other' },
    ])
    expect(connectSrc(policy)).toBe("connect-src 'self' https://sandbox.billing.example.com https://billing.example.com")
  })

  it('allows a proxied environment as self, not as localhost', () => {
    expect(connectSrc(contentSecurityPolicy([{ baseUrl: '/api/' }]))).toBe("connect-src 'self'")
  })
})
