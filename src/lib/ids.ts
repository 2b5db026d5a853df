/** Parses an integer id as typed; anything else stays text so the schema can say what is wrong. */
export function parseIntId(text: string): unknown {
  return /^-?\d+$/.test(text) ? Number(text) : text === '' ? undefined : text
}
