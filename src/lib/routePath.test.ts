import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { createAppRouter } from '../router'
import { pathTo } from './routePath'

describe('pathTo', () => {
  const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ['/products'] }))

  it.each([
    ['/users/$userId', { userId: 42 }],
    ['/invoices/$invoiceId', { invoiceId: '81762541987352576' }],
    ['/subscriptions/$subscriptionId', { subscriptionId: 'sub20251103abcDEF' }],
    ['/discounts/codes/$codeId', { codeId: 7 }],
    ['/discounts/children/$childId', { childId: 12 }],
    ['/discounts/templates/$templateId', { templateId: 3 }],
    ['/webhooks/$endpointId', { endpointId: 9 }],
  ] as const)('writes the address the router writes for %s', (to, params) => {
    const path = (pathTo as (to: string, params: object) => string)(to, params)
    expect(path).toBe(router.buildLocation({ to, params } as never).href)
    expect(path).not.toContain('$')
  })

  it('writes a page without params as its path', () => {
    expect(pathTo('/products')).toBe('/products')
    expect(pathTo('/products')).toBe(router.buildLocation({ to: '/products' }).href)
  })

  it('encodes a param as a URI component', () => {
    expect(pathTo('/subscriptions/$subscriptionId', { subscriptionId: 'a b/c?d' })).toBe('/subscriptions/a%20b%2Fc%3Fd')
  })

  it('asks for the params a path names, and only those', () => {
    // @ts-expect-error: the user's id is missing
    expect(() => pathTo('/users/$userId')).toThrow()
    // @ts-expect-error: a page without params takes none
    pathTo('/products', { userId: 1 })
    // @ts-expect-error: not a page of the app
    pathTo('/nowhere')
  })
})
