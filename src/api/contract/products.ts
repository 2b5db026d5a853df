import { z } from 'zod'
import { productSortFields, sortTypes } from './sorting'
import { count, endpoint, httpUrl, jsonMember, list, page, resource } from './core'

// ---- resources (2.3) ----

export const addressSchema = resource({
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  state: z.string(),
  verified: z.boolean(),
  zipCode: z.string(),
})
export type Address = z.infer<typeof addressSchema>

export const usVatConfigSchema = resource({
  active: z.boolean(),
  fromAddress: addressSchema,
  nexusAddresses: list(addressSchema),
  sellOnUSOnly: z.boolean(),
  taxCode: z.string(),
  toAddress: addressSchema,
})
export type UsVatConfig = z.infer<typeof usVatConfigSchema>

export const productSchema = resource({
  createTime: z.number(),
  description: z.string(),
  homeUrl: z.string(),
  id: z.number(),
  imageUrl: z.string(),
  isDeleted: z.number(),
  merchantId: z.number(),
  metaData: z.string(),
  productName: z.string(),
  status: z.number(),
  usVATConfig: usVatConfigSchema,
})
export type Product = z.infer<typeof productSchema>

// ---- requests ----

/** Product status: the one integer code the spec documents. */
export const productStatus = z.union([z.literal(1), z.literal(2)], {
  error: 'Status must be 1 (active) or 2 (inactive)',
})

export const addressInput = z.object({
  address: z.string().optional(),
  city: z.string().optional(),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'Country code must be two letters (ISO 3166-1)' })
    .optional(),
  state: z.string().optional(),
  verified: z.boolean().optional(),
  zipCode: z.string().optional(),
})
export type AddressInput = z.infer<typeof addressInput>

export const usVatConfigInput = z.object({
  active: z.boolean().optional(),
  fromAddress: addressInput.optional(),
  nexusAddresses: z.array(addressInput).optional(),
  sellOnUSOnly: z.boolean().optional(),
  taxCode: z.string().optional(),
  toAddress: addressInput.optional(),
})

export const productNewInput = z.object({
  description: z.string().optional(),
  homeUrl: httpUrl('Home page URL').optional(),
  imageUrl: httpUrl('Image URL').optional(),
  metadata: jsonMember('Metadata').optional(),
  productName: z.string().optional(),
  status: productStatus.optional(),
  usVATConfig: usVatConfigInput.optional(),
})
export type ProductNewInput = z.input<typeof productNewInput>

export { productSortFields, sortTypes }

export const productListInput = z.object({
  count: count.optional(),
  page: page.optional(),
  sortField: z.enum(productSortFields, { error: 'Sort field must be id, create_time or gmt_modify' }).optional(),
  sortType: z.enum(sortTypes, { error: 'Sort direction must be asc or desc' }).optional(),
  status: z.array(productStatus).optional(),
})
export type ProductListInput = z.input<typeof productListInput>

// ---- endpoints ----

export const productNew = endpoint({
  section: '4.2',
  name: 'productNew',
  method: 'POST',
  path: '/merchant/product/new',
  summary: 'Create a product',
  kind: 'write',
  input: productNewInput,
  output: resource({ product: productSchema }),
})

export const productList = endpoint({
  section: '4.3',
  name: 'productList',
  method: 'POST',
  path: '/merchant/product/list',
  summary: 'List products',
  kind: 'read',
  input: productListInput,
  output: resource({ products: list(productSchema), total: z.number() }),
})
