/**
 * A secret as the real service shows it in its gateway bean (real-service.md A7, `gatewayKey`,
 * `gatewaySecret` and `webhookSecret` "masked with *"): a few characters are kept at each end and the rest
 * become stars, one fewer star than the value has characters. An empty value stays empty, so a secret that
 * is not set still reads as not set.
 *
 * | length | shown |
 * | --- | --- |
 * | 1 | `***` |
 * | 2, 3, 4 | the first character, then 1, 1 or 2 stars, then the last character (none for 2) |
 * | 5 to 10 | the first 2, n − 1 stars, the last 2 |
 * | over 10 | the first 4, n − 1 stars, the last 4 |
 */
export function maskSecret(value: string): string {
  const chars = [...value]
  const n = chars.length
  if (n === 0) return ''
  if (n === 1) return '***'
  if (n <= 4) return chars[0] + '*'.repeat(n === 4 ? 2 : 1) + (n === 2 ? '' : chars[n - 1])
  const kept = n <= 10 ? 2 : 4
  return chars.slice(0, kept).join('') + '*'.repeat(n - 1) + chars.slice(n - kept).join('')
}
