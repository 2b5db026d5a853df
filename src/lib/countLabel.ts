const counts = new Intl.NumberFormat()

/** The count of a list, from its `total`: "12 plans", "1 upload matches the filters". */
export function countLabel(total: number, [one, many]: readonly [string, string], filtered = false) {
  const matching = filtered ? ` ${total === 1 ? 'matches' : 'match'} the filters` : ''
  return `${counts.format(total)} ${total === 1 ? one : many}${matching}`
}
