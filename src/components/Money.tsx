import { formatMoney } from '../lib/money'
import { numericCell } from './cellClasses'

/** An amount in minor units, in its currency; the raw integer on hover. A plain element: tables show many. */
export function Money({ amount, currency }: { amount: number | null | undefined; currency: string | null | undefined }) {
  return (
    <span
      title={amount == null ? undefined : `${amount} minor units${currency ? ` of ${currency}` : ''}`}
      className={numericCell}
    >
      {formatMoney(amount, currency)}
    </span>
  )
}
