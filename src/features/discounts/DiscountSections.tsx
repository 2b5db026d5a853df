import { SimpleGrid, Stack, Title } from '@mantine/core'
import { DiscountType } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import type { Plan } from '../../api/contract/plans'
import { CodeBadge } from '../../components/CodeBadge'
import { Field } from '../../components/Field'
import { CopyOrNotSet, FieldList, type FieldSpec } from '../../components/FieldList'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, YesNo } from '../../components/Values'
import { formatBasisPoints } from '../../lib/money'
import { LimitValue, TextList } from './DiscountValues'

type Props = { discount: DiscountCode }

/**
 * Every field of a discount code (2.4), grouped: the discount, the plans it applies to (named, when the
 * service gives them), its scope and limits, its validity window, the record and its metadata. Batch
 * templates and child codes add theirs.
 */
export function DiscountSections({ discount, idLabel, plans }: Props & { idLabel: string; plans?: Plan[] | null }) {
  return (
    <Stack gap="md">
      <Section title="Discount">
        <FieldList record={discount} fields={terms} />
      </Section>
      <PlansSection discount={discount} plans={plans} />
      <Section title="Scope and limits">
        <FieldList record={discount} fields={scopeAndLimits} />
      </Section>
      <Section title="Validity window">
        <FieldList record={discount} fields={validity} />
      </Section>
      <Section title="Record">
        <FieldList record={discount} fields={recordFields(idLabel)} />
        <Field label="Metadata">
          <JsonView value={discount.metadata} label="Discount metadata" />
        </Field>
      </Section>
    </Stack>
  )
}

/** The percentage off, or why it does not apply. */
function PercentageOff({ discount }: Props) {
  if (discount.discountPercentage === 0 && discount.discountType === DiscountType.fixedAmount) {
    return (
      <>
        0 % <Dimmed>(not used by a fixed amount discount)</Dimmed>
      </>
    )
  }
  if (discount.discountPercentage == null) return <Dimmed>not set</Dimmed>
  return (
    <>
      {formatBasisPoints(discount.discountPercentage)}{' '}
      <Dimmed>({discount.discountPercentage.toLocaleString()} basis points)</Dimmed>
    </>
  )
}

/** The amount off, or why it does not apply. */
function AmountOff({ discount }: Props) {
  if (discount.discountAmount === 0 && discount.discountType === DiscountType.percentage) {
    return (
      <>
        0 <Dimmed>(not used by a percentage discount)</Dimmed>
      </>
    )
  }
  return <Money amount={discount.discountAmount} currency={discount.currency} />
}

const terms: FieldSpec<DiscountCode>[] = [
  ['Discount type', (discount) => <CodeBadge kind="discountType" value={discount.discountType} />],
  ['Percentage off', (discount) => <PercentageOff discount={discount} />],
  ['Amount off', (discount) => <AmountOff discount={discount} />],
  ['Currency', (discount) => discount.currency],
  ['Billing', (discount) => <CodeBadge kind="billingType" value={discount.billingType} />],
  ['Billing cycles (cycle limit)', (discount) => <LimitValue value={discount.cycleLimit} />],
  ['Status', (discount) => <CodeBadge kind="discountStatus" value={discount.status} />],
]

const scopeAndLimits: FieldSpec<DiscountCode>[] = [
  ['Quantity', (discount) => <LimitValue value={discount.quantity} unlimited="no limit (quantity control off)" />],
  ['Uses per customer (user limit)', (discount) => <LimitValue value={discount.userLimit} />],
  ['Who may use it (user scope)', (discount) => <CodeBadge kind="userScope" value={discount.userScope} />],
  ['Advanced rules on', (discount) => <YesNo value={discount.advance} />],
  ['Same-interval upgrades only', (discount) => <YesNo value={discount.upgradeOnly} />],
  ['Upgrades to a longer plan only', (discount) => <YesNo value={discount.upgradeLongerOnly} />],
]

const validity: FieldSpec<DiscountCode>[] = [
  ['Starts', (discount) => <Timestamp value={discount.startTime} />],
  ['Ends', (discount) => <Timestamp value={discount.endTime} />],
]

/** The record's own fields; `idLabel` names the id for its copy button. */
const recordFields = (idLabel: string): FieldSpec<DiscountCode>[] => [
  ['ID', (discount) => <CopyOrNotSet value={discount.id} label={idLabel} />],
  ['Code', (discount) => <CopyOrNotSet value={discount.code} label="code" />],
  ['Name', (discount) => discount.name],
  ['Merchant ID', (discount) => discount.merchantId],
  ['Created', (discount) => <Timestamp value={discount.createTime} />],
  [
    'Deleted',
    (discount) =>
      discount.isDeleted ? (
        <>
          Yes, <Timestamp value={discount.isDeleted} />
        </>
      ) : (
        <>No</>
      ),
  ],
]

function PlansSection({ discount, plans }: Props & { plans?: Plan[] | null }) {
  const group = discount.planApplyGroup
  const intervals = group?.groupPlanIntervalSelector ?? []
  const named = new Map((plans ?? []).map((plan) => [plan.id, plan.planName]))
  const planLabel = (planId: number) => (named.get(planId) ? `Plan ${planId} · ${named.get(planId)}` : `Plan ${planId}`)
  return (
    <Section title="Plans">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label="Applies to (plan apply type)">
          <CodeBadge kind="planApplyType" value={discount.planApplyType} />
        </Field>
        <Field label="Plan IDs">
          <TextList label="Plan IDs" items={(discount.planIds ?? []).map(planLabel)} empty="none listed" />
        </Field>
      </SimpleGrid>
      <Title order={3} size="h5">
        Plan apply group
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="Currencies">
          <TextList label="Plan apply group currencies" items={group?.currency ?? []} empty="any" />
        </Field>
        <Field label="Plan types">
          <TextList label="Plan apply group plan types" items={(group?.type ?? []).map(String)} empty="any" />
        </Field>
        <Field label="Billing periods">
          <TextList
            label="Plan apply group billing periods"
            items={intervals.map((interval) => `Every ${interval.intervalCount ?? '?'} ${interval.intervalUnit ?? ''}`.trim())}
            empty="any"
          />
        </Field>
      </SimpleGrid>
    </Section>
  )
}
