import { formatMoney, impliedCurrency } from '../lib/money'
import { Dimmed } from './Values'

const tabular = { fontVariantNumeric: 'tabular-nums' } as const

/**
 * An amount in minor units, in its currency; its digits of one width, to line up. Without a currency of its own it
 * takes `implied`, the one its record implies; without either it is left out, saying why: never a bare number of
 * minor units.
 */
export function Money({
  amount,
  currency,
  implied,
}: {
  amount: number | null | undefined
  currency: string | null | undefined
  implied?: string | null
}) {
  const shown = impliedCurrency(currency, implied)
  if (amount == null || !Number.isFinite(amount) || !shown) return <Dimmed>{formatMoney(amount, shown)}</Dimmed>
  return <span style={tabular}>{formatMoney(amount, shown)}</span>
}
