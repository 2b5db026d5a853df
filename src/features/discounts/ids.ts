import type { z } from 'zod'
import { batchChildDetailInput, batchTemplateDetailInput, discountDecreaseQuantityInput } from '../../api/contract/discounts'
import type { BatchTemplate } from '../../api/contract/discounts'
import { parseIntId } from '../../lib/ids'
import { getRecent, type RecentItem } from '../../lib/recent'

/** The contract's id rules of the three kinds of discount records. */
export const codeIdSchema = discountDecreaseQuantityInput.shape.id
export const templateIdSchema = batchTemplateDetailInput.shape.id
export const childIdSchema = batchChildDetailInput.shape.id

/** Kinds of the recently opened lists (per device). */
export const recentKinds = {
  codes: 'discountCodes',
  templates: 'batchTemplates',
  children: 'batchChildren',
} as const

/** An id from the URL, checked with the contract's rule: the number, or null when it is not a valid id. */
export function parseIdParam(schema: z.ZodType<number>, text: string): number | null {
  const result = schema.safeParse(parseIntId(text.trim()))
  return result.success ? result.data : null
}

/** How a discount record is named in the recent lists: "CODE · Name", or the code alone. */
export function recentName(record: { code?: string | null; name?: string | null }, fallback: string): string {
  const code = record.code?.trim()
  const name = record.name?.trim()
  if (code && name) return `${code} · ${name}`
  return code || name || fallback
}

/**
 * The id of the template whose code is `code`, when this device knows it: from templates loaded in
 * this session, else from the recently opened templates. The API names a child's template by its code
 * only, and has no lookup by code.
 */
export function findTemplateId(
  code: string,
  loaded: readonly (BatchTemplate | undefined)[],
  recent: readonly RecentItem[] = getRecent(recentKinds.templates),
): number | null {
  if (!code) return null
  const fromSession = loaded.find((template) => template?.code === code && typeof template.id === 'number')
  if (fromSession?.id != null) return fromSession.id
  const fromRecent = recent.find((item) => item.name === code || item.name.startsWith(`${code} · `))
  if (!fromRecent) return null
  return parseIdParam(templateIdSchema, fromRecent.id)
}
