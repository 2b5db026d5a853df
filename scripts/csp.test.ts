import { describe, expect, it } from 'vitest'
import { connectSource, contentSecurityPolicy } from './csp.mjs'

const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'))

describe('contentSecurityPolicy', () => {
  it('lets the dashboard connect to each environment, once each', () => {
    const policy = contentSecurityPolicy([
      { baseUrl: 'https://sandbox.billing.example.com' },
      { baseUrl: 'https://billing.example.com/v1/' },
      { baseUrl: 'https://billing.example.com/v2/' },
    ])
    expect(connectSrc(policy)).toBe("connect-src 'self' https://sandbox.billing.example.com https://billing.example.com")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("script-src 'self'")
  })

  it("keeps a relative baseUrl (a reverse proxy on the dashboard's origin) to 'self'", () => {
    expect(connectSrc(contentSecurityPolicy([{ baseUrl: '/api/' }]))).toBe("connect-src 'self'")
    expect(connectSrc(contentSecurityPolicy([{ baseUrl: 'api' }, { baseUrl: 'https://billing.example.com' }]))).toBe(
      "connect-src 'self' https://billing.example.com",
    )
  })

  it('reads each kind of baseUrl', () => {
    expect(connectSource('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787')
    expect(connectSource('//api.example.com/billing')).toBe('api.example.com')
    expect(connectSource('/api/')).toBeUndefined()
    expect(connectSource('./api')).toBeUndefined()
  })
})
