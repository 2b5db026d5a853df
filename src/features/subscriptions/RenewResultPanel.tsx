import type { Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { Alert, Anchor, Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconClockHour4, IconFileInvoice } from '@tabler/icons-react'
import type { RenewResult } from '../../api/contract/subscriptions'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { formatBasisPoints } from '../../lib/money'
import { safeHttpUrl } from '../../lib/urls'
import { Dimmed } from '../../components/Values'
import { PeriodPaidValue } from './PeriodPaidValue'

/** What a renewal did: the invoice, whether it is paid, the payment and its link, the renewed subscription. */
export function RenewResultPanel({
  result,
  manualPayment,
  headingRef,
}: {
  result: RenewResult
  manualPayment: boolean
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const { invoiceId, paid, paymentId, link, action, subscription } = result
  const paymentUrl = safeHttpUrl(link)
  const summary = paid
    ? 'The invoice was paid at once.'
    : paymentId
      ? 'The invoice waits for payment: send the customer to the payment link.'
      : manualPayment
        ? 'The invoice is open and no payment was created: collect it by hand, for example by bank transfer.'
        : 'The invoice is open and no payment was created.'
  return (
    <Alert
      color={paid ? 'teal' : 'blue'}
      variant="light"
      icon={paid ? <IconCircleCheck size={18} aria-hidden /> : <IconClockHour4 size={18} aria-hidden />}
      role="status"
      aria-live="polite"
      title={
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          Subscription renewed
        </Title>
      }
    >
      <Stack gap="md" fz="sm">
        <Text size="sm">{summary}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Renewal invoice">
            {invoiceId ? (
              <Group gap="xs" wrap="wrap">
                <CopyValue value={invoiceId} label="invoice ID" />
                <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId }} />}>
                  <Group gap={4} wrap="nowrap">
                    <IconFileInvoice size={14} aria-hidden /> Open invoice {invoiceId}
                  </Group>
                </Anchor>
              </Group>
            ) : (
              <Dimmed />
            )}
          </Field>
          <Field label="Paid">
            <Badge variant="light" color={paid ? 'teal' : 'yellow'} c={paid ? undefined : 'dark.7'} tt="none">
              {paid ? 'Yes, paid' : 'No, not paid yet'}
            </Badge>
          </Field>
          <Field label="Payment ID">
            {paymentId ? (
              <CopyValue value={paymentId} label="payment ID" />
            ) : (
              <Dimmed>{manualPayment ? 'none: manual payment' : 'none'}</Dimmed>
            )}
          </Field>
          <Field label={paid || !paymentId ? 'Invoice link' : 'Payment link'}>
            {paymentUrl ? (
              <Stack gap={2}>
                <SafeLink href={paymentUrl}>{paid || !paymentId ? 'Open the invoice page' : 'Open the payment page'}</SafeLink>
                <CopyValue value={paymentUrl} label={paid || !paymentId ? 'invoice link' : 'payment link'} />
              </Stack>
            ) : (
              <SafeLink href={link} />
            )}
          </Field>
        </SimpleGrid>
        {action && Object.keys(action).length > 0 ? (
          <Field label="Next action">
            <JsonView value={action} label="Next action" />
          </Field>
        ) : null}
        <Divider label="Renewed subscription" labelPosition="left" />
        {subscription ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Field label="Subscription ID">
              {subscription.subscriptionId ? (
                <CopyValue value={subscription.subscriptionId} label="subscription ID" />
              ) : (
                <Dimmed />
              )}
            </Field>
            <Field label="Status">
              <CodeBadge kind="subscriptionStatus" value={subscription.status} />
            </Field>
            <Field label="User ID">{subscription.userId ?? <Dimmed />}</Field>
            <Field label="Current period starts">
              <Timestamp value={subscription.currentPeriodStart} />
            </Field>
            <Field label="Current period ends">
              <Timestamp value={subscription.currentPeriodEnd} />
            </Field>
            <Field label="Current period paid">
              <PeriodPaidValue value={subscription.currentPeriodPaid} />
            </Field>
            <Field label="Amount">
              <Money amount={subscription.amount} currency={subscription.currency} />
              {subscription.quantity != null && subscription.quantity !== 1 ? ` × ${subscription.quantity}` : ''}
            </Field>
            <Field label="Currency">{subscription.currency || <Dimmed />}</Field>
            <Field label="Tax">
              {subscription.taxPercentage != null ? (
                `${formatBasisPoints(subscription.taxPercentage)} (${subscription.taxPercentage} basis points)`
              ) : (
                <Dimmed />
              )}
            </Field>
            <Field label="Latest invoice">
              {subscription.latestInvoiceId ? (
                <CopyValue value={subscription.latestInvoiceId} label="latest invoice ID" />
              ) : (
                <Dimmed />
              )}
            </Field>
            <Field label="Product ID">{subscription.productId ?? <Dimmed />}</Field>
            <Field label="Plan ID">{subscription.planId ?? <Dimmed />}</Field>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            The service did not return the subscription.
          </Text>
        )}
      </Stack>
    </Alert>
  )
}
