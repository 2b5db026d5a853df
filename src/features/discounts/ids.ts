import { batchChildDetailInput, batchTemplateDetailInput, discountDecreaseQuantityInput } from '../../api/contract/discounts'

/** The contract's id rules of the three kinds of discount records. */
export const codeIdSchema = discountDecreaseQuantityInput.shape.id
export const templateIdSchema = batchTemplateDetailInput.shape.id
export const childIdSchema = batchChildDetailInput.shape.id

/** Kinds of the recently opened lists (per device), for a service without the lists. */
export const recentKinds = {
  codes: 'discountCodes',
  templates: 'batchTemplates',
  children: 'batchChildren',
} as const

/** How a discount record is named in the recent lists: "CODE · Name", or the code alone. */
export function recentName(record: { code?: string | null; name?: string | null }, fallback: string): string {
  const code = record.code?.trim()
  const name = record.name?.trim()
  if (code && name) return `${code} · ${name}`
  return code || name || fallback
}
