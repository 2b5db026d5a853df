import { Badge } from '@mantine/core'
import { DiscountStatus } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import type { Plan } from '../../api/contract/plans'
import { CodeBadge } from '../../components/CodeBadge'
import { Stat } from '../../components/RecordSummary'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { codeWord } from '../../api/contract/codes'
import { formatCount } from '../../lib/countLabel'
import { DiscountValue } from './DiscountValues'

/** A discount's state in words: its status and what it takes off. */
export function DiscountBadges({ discount }: { discount: DiscountCode }) {
  return (
    <>
      <CodeBadge kind="discountStatus" value={discount.status} />
      <Badge variant="outline" color="gray" tt="none">
        <DiscountValue discount={discount} />
      </Badge>
    </>
  )
}

/** What it takes off, and for how long a subscription gets it. */
export function DiscountStat({ discount }: { discount: DiscountCode }) {
  const cycles = discount.cycleLimit ? `for ${formatCount(discount.cycleLimit)} billing cycles` : null
  return (
    <Stat label="Discount" detail={[codeWord('billingType', discount.billingType), cycles].filter(Boolean).join(', ')}>
      <DiscountValue discount={discount} />
    </Stat>
  )
}

/** From when until when the discount can be used. */
export function ValidityStat({ discount }: { discount: DiscountCode }) {
  const expired = discount.status === DiscountStatus.expired
  return (
    <Stat
      label={expired ? 'Ended' : 'Valid until'}
      detail={
        discount.startTime ? (
          <>
            From <Timestamp value={discount.startTime} />
          </>
        ) : undefined
      }
    >
      {discount.endTime ? <Timestamp value={discount.endTime} /> : <Dimmed>No end</Dimmed>}
    </Stat>
  )
}

/** Which plans the discount applies to, named when the service gives them. */
export function PlansStat({ discount, plans }: { discount: DiscountCode; plans?: Plan[] | null }) {
  const named = new Map((plans ?? []).map((plan) => [plan.id, plan.planName]))
  const listed = (discount.planIds ?? []).map((planId) => named.get(planId) || `Plan ${planId}`)
  return (
    <Stat label="Applies to" detail={listed.length ? listed.join(', ') : undefined}>
      {codeWord('planApplyType', discount.planApplyType)}
    </Stat>
  )
}

/** Who may use the discount, and how often each. */
export function ScopeStat({ discount }: { discount: DiscountCode }) {
  return (
    <Stat
      label="Who may use it"
      detail={discount.userLimit ? `${formatCount(discount.userLimit)} per customer` : 'No limit per customer'}
    >
      {codeWord('userScope', discount.userScope)}
    </Stat>
  )
}
