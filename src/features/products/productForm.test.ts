import { describe, expect, it } from 'vitest'
import { blankToUndefined } from '../../lib/forms'
import { productNewInput } from '../../api/contract/products'
import { productFormDefaults, productFormSchema, type ProductFormValues } from './productForm'

const parse = (patch: Partial<ProductFormValues>) =>
  productFormSchema.safeParse(blankToUndefined({ ...productFormDefaults, ...patch }))

describe('create product form', () => {
  it('maps a filled form to a request the contract accepts', () => {
    const result = parse({ productName: 'Pro plan', status: '2', metadata: '{"tier": "pro"}', homeUrl: 'https://example.com' })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ productName: 'Pro plan', status: 2, metadata: { tier: 'pro' }, homeUrl: 'https://example.com' })
    expect(productNewInput.safeParse(result.data).success).toBe(true)
  })
  it('requires a name', () => {
    expect(parse({}).error?.issues).toEqual([expect.objectContaining({ path: ['productName'], message: 'Enter a product name' })])
  })
  it('refuses malformed metadata at its field', () => {
    expect(parse({ productName: 'x', metadata: '{oops' }).error?.issues[0]).toMatchObject({
      path: ['metadata'],
      message: 'Metadata is not valid JSON',
    })
  })
  it('refuses a URL that is not http(s)', () => {
    expect(parse({ productName: 'x', homeUrl: 'javascript:alert(1)' }).error?.issues[0]).toMatchObject({
      path: ['homeUrl'],
      message: 'Home page URL must be an http(s) URL',
    })
  })
  it('leaves US VAT out unless switched on', () => {
    expect(parse({ productName: 'x' }).data).not.toHaveProperty('usVATConfig')
  })
  it('sends the US VAT config with its addresses and nexus list', () => {
    const result = parse({
      productName: 'x',
      usVatEnabled: true,
      usVATConfig: {
        ...productFormDefaults.usVATConfig,
        taxCode: 'P0000000',
        fromAddress: { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301', countryCode: 'US', verified: true },
        nexusAddresses: [{ address: '', city: 'Denver', state: 'CO', zipCode: '', countryCode: 'US', verified: false }],
      },
    })
    expect(result.data).toMatchObject({
      usVATConfig: {
        active: true,
        taxCode: 'P0000000',
        fromAddress: { city: 'Austin', countryCode: 'US', verified: true },
        nexusAddresses: [{ city: 'Denver', state: 'CO', countryCode: 'US', verified: false }],
      },
    })
  })
  it('points a bad nexus country code at its row', () => {
    const result = parse({
      productName: 'x',
      usVatEnabled: true,
      usVATConfig: {
        ...productFormDefaults.usVATConfig,
        nexusAddresses: [{ ...productFormDefaults.usVATConfig.fromAddress, countryCode: 'USA' }],
      },
    })
    expect(result.error?.issues[0]?.path).toEqual(['usVATConfig', 'nexusAddresses', 0, 'countryCode'])
  })
})
