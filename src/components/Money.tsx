import { formatMoney, numberFormat } from '../lib/money'
import { Dimmed } from './Values'

const tabular = { fontVariantNumeric: 'tabular-nums' } as const

/** An amount in minor units, in its currency; the raw integer on hover; its digits of one width, to line up. */
export function Money({ amount, currency }: { amount: number | null | undefined; currency: string | null | undefined }) {
  return (
    <span title={amount == null ? undefined : `${amount} minor units${currency ? ` of ${currency}` : ''}`} style={tabular}>
      {formatMoney(amount, currency)}
    </span>
  )
}

/**
 * An amount in minor units whose currency the service does not give (a customer's recurring amount), in a column
 * whose header names its unit: the number alone, where `Money` would write "(minor units, currency not set)" in
 * every row.
 */
export function MinorUnits({ amount }: { amount: number | null | undefined }) {
  if (amount == null || !Number.isFinite(amount)) return <Dimmed />
  return (
    <span title={`${amount} minor units; the service gives no currency for it`} style={tabular}>
      {numberFormat(undefined).format(amount)}
    </span>
  )
}
