import type { OperationLog } from '../api/contract/extensions/memberSession'

/**
 * Who did something, as the activity log may show it. A call made with the API key is stored with the key itself
 * (`OpenApi(<key>)`, operations.md §3.6): the real service masks it when it lists it, but nothing guarantees a
 * service does, so the dashboard never shows more than its first characters up to an underscore and its last four:
 * `OpenApi(sk_…abcd)`.
 */

/** The API key account type of `optAccountType`. */
const API_KEY_ACCOUNT = 2

/** `sk_live_…abcd`: a key's prefix (up to its last underscore, at most 8 characters) and last four characters. */
export function maskKey(key: string): string {
  const text = key.replace(/\*/g, '').trim()
  const prefix = /^[A-Za-z]+(?:_[A-Za-z]+)*_/.exec(key)?.[0] ?? ''
  const shownPrefix = prefix.length <= 8 ? prefix : ''
  return `${shownPrefix}…${text.slice(-4)}`
}

/** The actor of a log row, for people: a member by e-mail, an API key masked, a customer or the system. */
export function actorLabel(row: Pick<OperationLog, 'optAccount' | 'optAccountId' | 'optAccountType' | 'member'>): string {
  const account = (row.optAccount ?? '').trim()
  const openApi = /^OpenApi\s*\((.*)\)$/s.exec(account)
  if (row.optAccountType === API_KEY_ACCOUNT || openApi) {
    return `OpenApi(${maskKey(openApi?.[1] ?? row.optAccountId ?? '')})`
  }
  return account || row.member?.email || 'Unknown'
}
