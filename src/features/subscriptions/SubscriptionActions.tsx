import { useState } from 'react'
import { Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconBan, IconCalendarOff, IconCalendarRepeat } from '@tabler/icons-react'
import { InvoiceStatus, SubscriptionStatus } from '../../api/contract/codes'
import {
  subscriptionCancel,
  subscriptionCancelAtPeriodEnd,
  subscriptionCancelInput,
  subscriptionCancelLastCancelAtPeriodEnd,
  type SubscriptionCancelInput,
} from '../../api/contract/extensions/subscriptionActions'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { ConfirmActionDialog } from '../../components/ConfirmedAction'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useMayUse } from '../../session/permissions'
import { useSubscriptionWrite } from './queries'

/** Statuses the service leaves as they are when asked to cancel (§3.1): there is nothing to cancel. */
const over = new Set<number>([SubscriptionStatus.cancelled, SubscriptionStatus.expired])

/** Which of the period-end actions is asked about: set the cancellation, or take it back. */
type PeriodEndChange = 'cancel' | 'undo'

/**
 * The actions on a subscription that end it (operations.md §3.1, §3.2), each offered only where the service would
 * do it, and only to a member whose role covers subscriptions: cancel now (not on one already cancelled or
 * expired), cancel at the period's end and its undo (only on an active one; one stored as incomplete, which an API
 * key reads as active, is refused by the service with its message). `onDone` says what was done.
 */
export function SubscriptionEndActions({ detail, onDone }: { detail: SubscriptionDetail; onDone: (message: string) => void }) {
  const allowed = useMayUse('subscription')
  const [cancelling, setCancelling] = useState(false)
  const subscription = detail.subscription
  const subscriptionId = subscription?.subscriptionId ?? ''
  const status = subscription?.status
  const endsAtPeriodEnd = subscription?.cancelAtPeriodEnd === 1

  const cancelAtEnd = useSubscriptionWrite(subscriptionCancelAtPeriodEnd)
  const undoCancelAtEnd = useSubscriptionWrite(subscriptionCancelLastCancelAtPeriodEnd)
  const periodEnd = useConfirmedAction(async (change: PeriodEndChange) => {
    const write = change === 'cancel' ? cancelAtEnd : undoCancelAtEnd
    await write.mutateAsync({ subscriptionId })
    onDone(
      change === 'cancel'
        ? `Subscription ${subscriptionId} will be cancelled at the end of its period: it is not renewed.`
        : `Subscription ${subscriptionId} renews again at the end of its period.`,
    )
  })

  if (!allowed || !subscriptionId || status == null) return null
  return (
    <>
      {status === SubscriptionStatus.active && !endsAtPeriodEnd ? (
        <Button variant="default" leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={() => periodEnd.ask('cancel')}>
          Cancel at period end
        </Button>
      ) : null}
      {status === SubscriptionStatus.active && endsAtPeriodEnd ? (
        <Button
          variant="default"
          leftSection={<IconCalendarRepeat size={16} aria-hidden />}
          onClick={() => periodEnd.ask('undo')}
        >
          Undo cancel at period end
        </Button>
      ) : null}
      {over.has(status) ? null : (
        <Button color="red" variant="outline" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setCancelling(true)}>
          Cancel now
        </Button>
      )}
      <ConfirmActionDialog
        action={periodEnd}
        title={(change) =>
          change === 'undo'
            ? `Keep subscription ${subscriptionId} renewing?`
            : `Cancel subscription ${subscriptionId} at the end of its period?`
        }
        confirmLabel={periodEnd.confirming === 'undo' ? 'Undo the cancellation' : 'Cancel at period end'}
        color={periodEnd.confirming === 'undo' ? 'indigo' : 'red'}
        failed={periodEnd.confirming === 'undo' ? 'The cancellation was not undone' : 'The subscription was not changed'}
      >
        {(change) =>
          change === 'undo' ? (
            <Text size="sm">
              The cancellation set for the end of the period is taken back: the subscription renews on{' '}
              <Timestamp value={subscription?.currentPeriodEnd} /> as before. The customer is told by e-mail.
            </Text>
          ) : (
            <Text size="sm">
              The subscription stays active until <Timestamp value={subscription?.currentPeriodEnd} />, then the service cancels
              it: it is not renewed and no renewal invoice is made. Nothing is refunded. The customer is told by e-mail. This can
              be undone until then.
            </Text>
          )
        }
      </ConfirmActionDialog>
      <DialogFrame
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={`Cancel subscription ${subscriptionId} now?`}
        size="md"
      >
        <CancelNowForm
          detail={detail}
          onCancel={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false)
            onDone(`Subscription ${subscriptionId} was cancelled. No refund was made.`)
          }}
        />
      </DialogFrame>
    </>
  )
}

/** What cancelling now does and does not do (§3.1), and the reason to record. */
function CancelNowForm({
  detail,
  onCancel,
  onCancelled,
}: {
  detail: SubscriptionDetail
  onCancel: () => void
  onCancelled: () => void
}) {
  const subscriptionId = detail.subscription?.subscriptionId ?? ''
  const cancel = useSubscriptionWrite(subscriptionCancel)
  const { handleSubmit, bind } = useContractForm<SubscriptionCancelInput, SubscriptionCancelInput>(subscriptionCancelInput, {
    defaultValues: { subscriptionId, reason: '' },
  })
  // A failure is shown below, with the reason kept.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      await cancel.mutateAsync(input)
      onCancelled()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Cancel the subscription now">
      <Stack gap="sm">
        <Text size="sm">The subscription ends now: it is not charged again and cannot be resumed.</Text>
        <List size="sm" spacing={4}>
          <List.Item>The service makes no refund and no credit note: money already taken stays taken.</List.Item>
          <LatestInvoiceFate detail={detail} />
        </List>
        <TextInput
          label="Reason"
          description="Optional. Kept with the subscription; without one the service records “CancelledByAdmin”."
          autoComplete="off"
          {...bind('reason')}
        />
        {cancel.isError ? <ErrorAlert error={cancel.error} title="The subscription was not cancelled" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending} data-autofocus>
            Keep the subscription
          </Button>
          <Button type="submit" color="red" loading={sending}>
            Cancel now
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** What happens to the latest invoice: a waiting one is cancelled, a paid one stays paid (refund it on its page). */
function LatestInvoiceFate({ detail }: { detail: SubscriptionDetail }) {
  const invoice = detail.latestInvoice
  const invoiceId = invoice?.invoiceId || detail.subscription?.latestInvoiceId
  if (!invoiceId) return <List.Item>It has no invoice yet.</List.Item>
  const amount = <Money amount={invoice?.totalAmount} currency={invoice?.currency} />
  if (invoice?.status === InvoiceStatus.processing) {
    return (
      <List.Item>
        Its latest invoice {invoiceId} ({amount}) still waits for its payment: it is cancelled.
      </List.Item>
    )
  }
  if (invoice?.status === InvoiceStatus.paid) {
    return (
      <List.Item>
        Its latest invoice {invoiceId} ({amount}) was paid and stays paid. To give money back,{' '}
        <Anchor renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId }} />}>
          refund invoice {invoiceId}
        </Anchor>{' '}
        on its page.
      </List.Item>
    )
  }
  return <List.Item>Its latest invoice {invoiceId} is left as it is.</List.Item>
}
