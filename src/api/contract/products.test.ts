import { describe, expect, it } from 'vitest'
import { productListInput as list, productNewInput as create } from './products'
import { expectAccepted, expectRejected } from './testing'

describe('product create input (4.2)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(create, {})
    expectAccepted(create, {
      description: 'Hosted analytics',
      homeUrl: 'https://example.com',
      imageUrl: 'https://example.com/a.png',
      metadata: { tier: 'pro' },
      productName: 'Analytics',
      status: 2,
      usVATConfig: {
        active: true,
        fromAddress: {
          address: '1 Market St',
          city: 'SF',
          countryCode: 'US',
          state: 'CA',
          verified: true,
          zipCode: '94105',
        },
        nexusAddresses: [{ countryCode: 'US', state: 'NY' }],
        sellOnUSOnly: false,
        taxCode: 'txcd_1',
        toAddress: { countryCode: 'US' },
      },
    })
  })

  it('takes status 1 (active) or 2 (inactive) only', () => {
    expectAccepted(create, { status: 1 })
    expectRejected(create, { status: 3 }, 'status', 'Status must be 1 (active) or 2 (inactive)')
    expectRejected(create, { status: 0 }, 'status', 'Status must be 1 (active) or 2 (inactive)')
  })

  it('needs metadata to be an object', () => {
    expect(create.safeParse({ metadata: 'tier=pro' }).success).toBe(false)
    expect(create.safeParse({ metadata: [1] }).success).toBe(false)
    expect(create.safeParse({ metadata: null }).success).toBe(false)
  })

  it('needs the home page and image addresses to be http(s) URLs', () => {
    expectRejected(create, { homeUrl: 'example.com' }, 'homeUrl', 'Home page URL must be an http(s) URL')
    expectRejected(create, { imageUrl: 'data:image/png;base64,AA' }, 'imageUrl', 'Image URL must be an http(s) URL')
  })

  it('needs address country codes to be two letters', () => {
    expectRejected(
      create,
      { usVATConfig: { fromAddress: { countryCode: 'USA' } } },
      'usVATConfig.fromAddress.countryCode',
      'Country code must be two letters (ISO 3166-1)',
    )
  })
})

describe('product list input (4.3)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, { count: 20, page: 0, sortField: 'gmt_modify', sortType: 'asc', status: [1, 2] })
  })

  it('starts pages at 0', () => {
    expectRejected(list, { page: -1 }, 'page', 'Page cannot be negative')
    expectRejected(list, { page: 0.5 }, 'page', 'Page must be a whole number')
  })

  it('takes sort fields id, create_time and gmt_modify', () => {
    for (const sortField of ['id', 'create_time', 'gmt_modify']) expectAccepted(list, { sortField })
    expectRejected(list, { sortField: 'name' }, 'sortField', 'Sort field must be id, create_time or gmt_modify')
  })

  it('takes sort directions asc and desc', () => {
    expectRejected(list, { sortType: 'up' }, 'sortType', 'Sort direction must be asc or desc')
  })

  it('needs a page size from 1 to 500', () => {
    expectAccepted(list, { count: 1 })
    expectAccepted(list, { count: 500 })
    expectRejected(list, { count: 0 }, 'count', 'Page size must be at least 1')
    expectRejected(list, { count: 501 }, 'count', 'Page size cannot exceed 500')
  })

  it('filters by status 1 or 2 only', () => {
    expectRejected(list, { status: [1, 3] }, 'status.1', 'Status must be 1 (active) or 2 (inactive)')
  })
})
