import { SimpleGrid, Stack, Title } from '@mantine/core'
import { DiscountType } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import type { Plan } from '../../api/contract/plans'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
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
      <DiscountTerms discount={discount} />
      <PlansSection discount={discount} plans={plans} />
      <ScopeAndLimits discount={discount} />
      <Section title="Validity window">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Starts">
            <Timestamp value={discount.startTime} />
          </Field>
          <Field label="Ends">
            <Timestamp value={discount.endTime} />
          </Field>
        </SimpleGrid>
      </Section>
      <RecordSection discount={discount} idLabel={idLabel} />
    </Stack>
  )
}

function DiscountTerms({ discount }: Props) {
  const percentUnused = discount.discountPercentage === 0 && discount.discountType === DiscountType.fixedAmount
  const amountUnused = discount.discountAmount === 0 && discount.discountType === DiscountType.percentage
  return (
    <Section title="Discount">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Field label="Discount type">
          <CodeBadge kind="discountType" value={discount.discountType} />
        </Field>
        <Field label="Percentage off">
          {percentUnused ? (
            <>
              0 % <Dimmed>(not used by a fixed amount discount)</Dimmed>
            </>
          ) : discount.discountPercentage != null ? (
            <>
              {formatBasisPoints(discount.discountPercentage)}{' '}
              <Dimmed>({discount.discountPercentage.toLocaleString()} basis points)</Dimmed>
            </>
          ) : (
            <Dimmed>not set</Dimmed>
          )}
        </Field>
        <Field label="Amount off">
          {amountUnused ? (
            <>
              0 <Dimmed>(not used by a percentage discount)</Dimmed>
            </>
          ) : (
            <Money amount={discount.discountAmount} currency={discount.currency} />
          )}
        </Field>
        <Field label="Currency">{discount.currency || <Dimmed>not set</Dimmed>}</Field>
        <Field label="Billing">
          <CodeBadge kind="billingType" value={discount.billingType} />
        </Field>
        <Field label="Billing cycles (cycle limit)">
          <LimitValue value={discount.cycleLimit} />
        </Field>
        <Field label="Status">
          <CodeBadge kind="discountStatus" value={discount.status} />
        </Field>
      </SimpleGrid>
    </Section>
  )
}

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

function ScopeAndLimits({ discount }: Props) {
  return (
    <Section title="Scope and limits">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Field label="Quantity">
          <LimitValue value={discount.quantity} unlimited="no limit (quantity control off)" />
        </Field>
        <Field label="Uses per customer (user limit)">
          <LimitValue value={discount.userLimit} />
        </Field>
        <Field label="Who may use it (user scope)">
          <CodeBadge kind="userScope" value={discount.userScope} />
        </Field>
        <Field label="Advanced rules on">
          <YesNo value={discount.advance} />
        </Field>
        <Field label="Same-interval upgrades only">
          <YesNo value={discount.upgradeOnly} />
        </Field>
        <Field label="Upgrades to a longer plan only">
          <YesNo value={discount.upgradeLongerOnly} />
        </Field>
      </SimpleGrid>
    </Section>
  )
}

function RecordSection({ discount, idLabel }: Props & { idLabel: string }) {
  return (
    <Section title="Record">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Field label="ID">
          {discount.id != null ? <CopyValue value={discount.id} label={idLabel} /> : <Dimmed>not set</Dimmed>}
        </Field>
        <Field label="Code">{discount.code ? <CopyValue value={discount.code} label="code" /> : <Dimmed>not set</Dimmed>}</Field>
        <Field label="Name">{discount.name || <Dimmed>not set</Dimmed>}</Field>
        <Field label="Merchant ID">{discount.merchantId ?? <Dimmed>not set</Dimmed>}</Field>
        <Field label="Created">
          <Timestamp value={discount.createTime} />
        </Field>
        <Field label="Deleted">
          {discount.isDeleted ? (
            <>
              Yes, <Timestamp value={discount.isDeleted} />
            </>
          ) : (
            'No'
          )}
        </Field>
      </SimpleGrid>
      <Field label="Metadata">
        <JsonView value={discount.metadata} label="Discount metadata" />
      </Field>
    </Section>
  )
}
