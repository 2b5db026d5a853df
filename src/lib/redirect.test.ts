import { describe, expect, it } from 'vitest'
import { addressParts, safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('keeps a path on this site with its search', () => {
    expect(safeRedirect('/products?page=2')).toBe('/products?page=2')
  })
  it.each(['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '', 42, null])(
    'refuses %s',
    (value) => {
      expect(safeRedirect(value)).toBe('/')
    },
  )
  it('does not loop back to sign-in', () => {
    expect(safeRedirect('/sign-in?redirect=/x', '/products')).toBe('/products')
  })
})

describe('addressParts', () => {
  it('gives the path and the query of an address on this site, without its fragment', () => {
    expect(addressParts('/invoices/in_42/?tab=lines#top')).toEqual({ pathname: '/invoices/in_42/', search: '?tab=lines' })
    expect(addressParts('/products')).toEqual({ pathname: '/products', search: '' })
  })
})
