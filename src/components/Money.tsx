import { Text } from '@mantine/core'
import { formatMoney } from '../lib/money'

/** An amount in minor units, in its currency; the raw integer on hover. */
export function Money({ amount, currency }: { amount: number | null | undefined; currency: string | null | undefined }) {
  return (
    <Text
      span
      inherit
      title={amount == null ? undefined : `${amount} minor units${currency ? ` of ${currency}` : ''}`}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatMoney(amount, currency)}
    </Text>
  )
}
