/** Parses an integer id as typed; anything else stays text so the schema can say what is wrong. */
export function parseIntId(text: string): unknown {
  return /^-?\d+$/.test(text) ? Number(text) : text === '' ? undefined : text
}

/**
 * What a text typed where records are searched names by its shape: an invoice (`in_…`, or the real service's `8`
 * and 13 digits), a subscription (`sub_…`, or the real service's `sub`, a date and 15 characters), or a number
 * (whose record depends on where it is typed). Anything else is search text.
 */
export type TypedId = { kind: 'invoice' | 'subscription'; id: string } | { kind: 'number'; id: number }

export function typedId(text: string): TypedId | null {
  const id = text.trim()
  if (/^in_[A-Za-z0-9_-]+$/i.test(id) || /^8\d{13}$/.test(id)) return { kind: 'invoice', id }
  if (/^sub_[A-Za-z0-9_-]+$/i.test(id) || /^sub\d{8}[A-Za-z0-9]{15}$/.test(id)) return { kind: 'subscription', id }
  if (/^\d{1,15}$/.test(id) && Number(id) > 0) return { kind: 'number', id: Number(id) }
  return null
}
