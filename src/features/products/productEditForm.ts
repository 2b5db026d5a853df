import { z } from 'zod'
import { productEditInput } from '../../api/contract/extensions/catalogActions'
import type { Product } from '../../api/contract/products'
import { jsonObjectText } from '../../lib/formValues'
import { textField } from '../../lib/fields'

/**
 * The edit of a product (`operations.md` §3.12 product/edit): its name, description, links and metadata, each read
 * by the contract's rule. Its state changes with Activate and Inactivate, not here.
 */
const shape = () => productEditInput.shape

const fields = () =>
  z.object({
    productName: textField(shape().productName.unwrap()),
    description: textField(shape().description),
    homeUrl: textField(shape().homeUrl),
    imageUrl: textField(shape().imageUrl),
    metadata: jsonObjectText('Metadata', shape().metadata),
  })
export type ProductEditFormValues = z.input<ReturnType<typeof fields>>
export type ProductEditFormOutput = z.output<ReturnType<typeof fields>>

/**
 * The edit form of `product`: a link it has cannot be emptied (the service takes only an http(s) address for it,
 * so an empty one would silently stay as it was).
 */
export function productEditFormSchema(product: Product) {
  return fields().superRefine((output, ctx) => {
    for (const link of ['homeUrl', 'imageUrl'] as const) {
      if (output[link] === undefined && product[link]) {
        ctx.addIssue({ code: 'custom', path: [link], message: 'A link cannot be removed: enter another http(s) address' })
      }
    }
  })
}

/** The form opens on the product's own values; its metadata as the JSON text it is stored as. */
export function productEditDefaults(product: Product): ProductEditFormValues {
  let metadata = ''
  try {
    const parsed: unknown = product.metaData ? JSON.parse(product.metaData) : null
    if (parsed && typeof parsed === 'object' && Object.keys(parsed).length) metadata = JSON.stringify(parsed, null, 2)
  } catch {
    metadata = ''
  }
  return {
    productName: product.productName ?? '',
    description: product.description ?? '',
    homeUrl: product.homeUrl ?? '',
    imageUrl: product.imageUrl ?? '',
    metadata,
  }
}

/**
 * What the edit sends: every field the form shows (design rule 18), the description as "" when it was emptied so that
 * the service clears it.
 */
export function productEditOf(product: Product, output: ProductEditFormOutput) {
  return {
    productId: product.id ?? 0,
    ...output,
    ...(output.description === undefined && product.description ? { description: '' } : {}),
  }
}
