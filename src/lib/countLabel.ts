import { numberFormat } from './money'

/**
 * A count in the reader's locale ("12,345"), from the page's one plain number format (made at its first use):
 * `toLocaleString` makes a new one on every call, and list rows format counts on every page turn.
 */
export const formatCount = (count: number) => numberFormat(undefined).format(count)

/** The count of a list, from its `total`: "12 plans", "1 upload matches the filters". */
export function countLabel(total: number, [one, many]: readonly [string, string], filtered = false) {
  const matching = filtered ? ` ${total === 1 ? 'matches' : 'match'} the filters` : ''
  return `${formatCount(total)} ${total === 1 ? one : many}${matching}`
}
