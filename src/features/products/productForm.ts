import { z } from 'zod'
import { productNewInput, usVatConfigInput } from '../../api/contract/products'
import { jsonObjectText } from '../../lib/formValues'

export const emptyAddress = { address: '', city: '', state: '', zipCode: '', countryCode: '', verified: false }

/** What a new form shows: every text empty, active, US VAT off. */
export const productFormDefaults = {
  productName: '',
  description: '',
  homeUrl: '',
  imageUrl: '',
  status: '1',
  metadata: '',
  usVatEnabled: false,
  usVATConfig: {
    active: true,
    sellOnUSOnly: false,
    taxCode: '',
    fromAddress: emptyAddress,
    toAddress: emptyAddress,
    nexusAddresses: [] as (typeof emptyAddress)[],
  },
} satisfies ProductFormValues

/**
 * The create-product form: the contract's request with the form's own representations (status as a
 * choice, metadata as JSON text, US VAT behind a switch). Every other rule is the contract's.
 */
export const productFormSchema = productNewInput
  .extend({
    productName: z.string({ error: 'Enter a product name' }).trim().min(1, { error: 'Enter a product name' }),
    status: z.enum(['1', '2'], { error: 'Choose a status' }).transform((value) => (value === '1' ? 1 : 2) as 1 | 2),
    metadata: jsonObjectText('Metadata', productNewInput.shape.metadata),
    usVatEnabled: z.boolean().optional(),
    usVATConfig: usVatConfigInput.optional(),
  })
  .transform(({ usVatEnabled, usVATConfig, ...product }) => (usVatEnabled ? { ...product, usVATConfig } : product))
export type ProductFormValues = z.input<typeof productFormSchema>
