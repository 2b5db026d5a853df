import { Stack, Text } from '@mantine/core'
import type { PlanDetail } from '../../api/contract/extensions/plans'
import type { Plan } from '../../api/contract/plans'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { FieldGrid } from '../../components/PageParts'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, TextValue } from '../../components/Values'
import { formatBasisPoints } from '../../lib/money'
import { billingPeriod, planTitle, productTitle } from './format'

/** A plan's fields as the list gives them: the plan, its product and its add-ons. */
export function PlanDetails({ detail }: { detail: PlanDetail }) {
  const plan = detail.plan ?? {}
  return (
    <Stack gap="md">
      <FieldGrid>
        <Field label="Plan ID">{plan.id != null ? <CopyValue value={plan.id} label="plan ID" /> : <Dimmed />}</Field>
        <Field label="External plan ID">
          {plan.externalPlanId ? <CopyValue value={plan.externalPlanId} label="external plan ID" /> : <Dimmed />}
        </Field>
        <Field label="Product">
          <TextValue value={productTitle(detail)} />
        </Field>
        <Field label="Status">
          <CodeBadge kind="planStatus" value={plan.status} />
        </Field>
        <Field label="Type">
          <CodeBadge kind="planType" value={plan.type} />
        </Field>
        <Field label="Customer portal">
          <CodeBadge kind="planPublishStatus" value={plan.publishStatus} />
        </Field>
        <Field label="Price">
          <Money amount={plan.amount} currency={plan.currency} /> {billingPeriod(plan)}
        </Field>
        <Field label="Tax">{plan.taxPercentage != null ? formatBasisPoints(plan.taxPercentage) : <Dimmed />}</Field>
        <Field label="Trial">{trialText(plan)}</Field>
        <Field label="Created">
          <Timestamp value={plan.createTime} />
        </Field>
        <Field label="Home page">
          <SafeLink href={plan.homeUrl} />
        </Field>
        <Field label="Image">
          <SafeLink href={plan.imageUrl} />
        </Field>
      </FieldGrid>
      <Field label="Description">
        <TextValue value={plan.description} />
      </Field>
      <Field label="Recurring add-ons">
        <AddonList addons={detail.addons} />
      </Field>
      <Field label="One-time add-ons">
        <AddonList addons={detail.onetimeAddons} />
      </Field>
      <Field label="Metadata">
        <JsonView value={plan.metadata} label="Plan metadata" />
      </Field>
    </Stack>
  )
}

function trialText(plan: Plan) {
  if (!plan.trialDurationTime) return <Dimmed>none</Dimmed>
  const days = Math.round(plan.trialDurationTime / 86400)
  return (
    <>
      {days} day{days === 1 ? '' : 's'} for <Money amount={plan.trialAmount ?? 0} currency={plan.currency} />
    </>
  )
}

function AddonList({ addons }: { addons: Plan[] | null | undefined }) {
  if (!addons?.length) return <Dimmed>none</Dimmed>
  return (
    <Stack gap={2}>
      {addons.map((addon, index) => (
        <Text key={addon.id ?? index} size="sm">
          {planTitle(addon)}
        </Text>
      ))}
    </Stack>
  )
}
