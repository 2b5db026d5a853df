import type { ReactNode } from 'react'
import { List } from '@mantine/core'
import { DiscountType } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import { Dimmed } from '../../components/Values'
import { formatBasisPoints, formatMoney } from '../../lib/money'
import { formatCount } from '../../lib/countLabel'

/** A count where 0 means "no limit" in the service family: said in words, the 0 on hover. */
export function LimitValue({ value, unlimited = 'no limit' }: { value: number | null | undefined; unlimited?: string }) {
  if (value == null) return <Dimmed>not set</Dimmed>
  if (value === 0) return <span title="0">{unlimited.charAt(0).toUpperCase() + unlimited.slice(1)}</span>
  return <>{formatCount(value)}</>
}

/** Values as a list named `label`, or `empty` when there are none. */
export function TextList({ items, label, empty }: { items: readonly ReactNode[]; label: string; empty: string }) {
  if (items.length === 0) return <Dimmed>{empty}</Dimmed>
  return (
    <List size="sm" spacing={2} aria-label={label}>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  )
}

/** The value of a discount in words: "20 % off" or "€5.00 off", whichever its type uses. */
export function DiscountValue({ discount }: { discount: DiscountCode }) {
  if (discount.discountType === DiscountType.fixedAmount)
    return <>{formatMoney(discount.discountAmount, discount.currency)} off</>
  return <>{formatBasisPoints(discount.discountPercentage)} off</>
}
