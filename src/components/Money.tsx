import { formatMoney } from '../lib/money'

/** An amount in minor units, in its currency; the raw integer on hover. A plain element: tables show many. */
export function Money({ amount, currency }: { amount: number | null | undefined; currency: string | null | undefined }) {
  return (
    <span
      title={amount == null ? undefined : `${amount} minor units${currency ? ` of ${currency}` : ''}`}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatMoney(amount, currency)}
    </span>
  )
}
