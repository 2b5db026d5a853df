import { Link } from '@tanstack/react-router'
import { Anchor, Badge, SimpleGrid, Text } from '@mantine/core'
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react'
import type { BatchChild } from '../../api/contract/discounts'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'

export function RedemptionBadge({ redeemed }: { redeemed: boolean }) {
  return redeemed ? (
    <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      Redeemed
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none" leftSection={<IconCircleDashed size={14} aria-hidden />}>
      Not redeemed
    </Badge>
  )
}

function Copyable({ value, label }: { value: string | null | undefined; label: string }) {
  return value ? <CopyValue value={value} label={label} /> : <Dimmed>none</Dimmed>
}

/** Whether, when and by whom a child code was redeemed, and what it was redeemed on. */
export function Redemption({ child }: { child: BatchChild }) {
  const redeemed = child.isRedeemed === true
  return (
    <Section title="Redemption">
      <Text size="sm">
        {redeemed
          ? `Redeemed${child.redeemedByEmail ? ` by ${child.redeemedByEmail}` : ''}.`
          : 'Not redeemed yet: nobody has used this code.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Field label="Redeemed">
          <RedemptionBadge redeemed={redeemed} />
        </Field>
        <Field label="Redeemed at">
          <Timestamp value={child.redeemedAt} />
        </Field>
        <Field label="Redeemed by">
          <Copyable value={child.redeemedByEmail} label="redeemer e-mail" />
        </Field>
        <Field label="Plan">
          {child.planId ? (
            <>
              {child.planName || 'Plan'} <Dimmed>(ID {child.planId})</Dimmed>
            </>
          ) : (
            <Dimmed>{child.planName || 'none'}</Dimmed>
          )}
        </Field>
        <Field label="Invoice ID">
          <Copyable value={child.invoiceId} label="invoice ID" />
          {child.invoiceId ? (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: child.invoiceId! }} />}
              size="sm"
              ml="xs"
            >
              Open invoice
            </Anchor>
          ) : null}
        </Field>
        <Field label="Subscription ID">
          <Copyable value={child.subscriptionId} label="subscription ID" />
          {child.subscriptionId ? (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/subscriptions/renew" search={{ subscriptionId: child.subscriptionId! }} />
              )}
              size="sm"
              ml="xs"
            >
              Renew
            </Anchor>
          ) : null}
        </Field>
        <Field label="Payment ID">
          <Copyable value={child.paymentId} label="payment ID" />
        </Field>
      </SimpleGrid>
    </Section>
  )
}
