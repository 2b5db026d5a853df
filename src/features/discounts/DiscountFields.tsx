import type { ReactNode } from 'react'
import { Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DiscountType } from '../../api/contract/codes'
import type { BatchTemplate, DiscountCode } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { formatBasisPoints, formatMoney } from '../../lib/money'
import { Dimmed, YesNo } from '../../components/Values'

/** A count where 0 means "no limit" in the service family. */
export function LimitValue({ value, unlimited = 'no limit' }: { value: number | null | undefined; unlimited?: string }) {
  if (value == null) return <Dimmed>not set</Dimmed>
  if (value === 0) return <>0 · {unlimited}</>
  return <>{value.toLocaleString()}</>
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

function TextList({ items, label, empty }: { items: readonly ReactNode[]; label: string; empty: string }) {
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

/**
 * Every field of a discount code (2.4), grouped: the discount, the plans it applies to, its scope and
 * limits, its validity window, the record, and its metadata. Batch templates and child codes add theirs.
 */
export function DiscountSections({ discount, idLabel }: { discount: DiscountCode; idLabel: string }) {
  const group = discount.planApplyGroup
  const intervals = group?.groupPlanIntervalSelector ?? []
  return (
    <Stack gap="md">
      <Section title="Discount">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Field label="Discount type">
            <CodeBadge kind="discountType" value={discount.discountType} />
          </Field>
          <Field label="Percentage off">
            {discount.discountPercentage === 0 && discount.discountType === DiscountType.fixedAmount ? (
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
            {discount.discountAmount === 0 && discount.discountType === DiscountType.percentage ? (
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

      <Section title="Plans">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Applies to (plan apply type)">
            <CodeBadge kind="planApplyType" value={discount.planApplyType} />
          </Field>
          <Field label="Plan IDs">
            <TextList label="Plan IDs" items={(discount.planIds ?? []).map((planId) => `Plan ${planId}`)} empty="none listed" />
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

      <Section title="Record">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Field label="ID">
            {discount.id != null ? <CopyValue value={discount.id} label={idLabel} /> : <Dimmed>not set</Dimmed>}
          </Field>
          <Field label="Code">
            {discount.code ? <CopyValue value={discount.code} label="code" /> : <Dimmed>not set</Dimmed>}
          </Field>
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
    </Stack>
  )
}

/** How many child codes of a template were used, as a bar with the numbers in words. */
export function ChildCodeUsage({ template, label }: { template: BatchTemplate; label: string }) {
  const total = template.childCodeCount ?? 0
  const used = template.usedChildCodeCount ?? 0
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {total > 0
            ? `${used.toLocaleString()} of ${total.toLocaleString()} child codes used (${percent} %)`
            : 'No child codes generated yet'}
        </Text>
        {total > 0 ? (
          <Text size="sm" c="dimmed">
            {(total - used).toLocaleString()} unused
          </Text>
        ) : null}
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={percent} color={percent >= 100 ? 'orange' : 'teal'} aria-label={label} />
      </Progress.Root>
    </Stack>
  )
}

/** The four fields a batch template adds to a discount code (2.5). */
export function BatchFields({ template, usageLabel }: { template: BatchTemplate; usageLabel: string }) {
  return (
    <Stack gap="sm">
      <ChildCodeUsage template={template} label={usageLabel} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Field label="Code prefix">
          {template.codePrefix ? <CopyValue value={template.codePrefix} label="code prefix" /> : <Dimmed>not set</Dimmed>}
        </Field>
        <Field label="Child codes generated">{template.childCodeCount ?? <Dimmed>not set</Dimmed>}</Field>
        <Field label="Child codes used">{template.usedChildCodeCount ?? <Dimmed>not set</Dimmed>}</Field>
        <Field label="Type">
          <CodeBadge kind="discountKind" value={template.type} />
        </Field>
      </SimpleGrid>
    </Stack>
  )
}
