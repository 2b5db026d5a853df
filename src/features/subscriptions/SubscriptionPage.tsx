import { useState, type ReactNode } from 'react'
import { Badge, Button, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconRefresh } from '@tabler/icons-react'
import { SubscriptionStatus } from '../../api/contract/codes'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { isUnsupported } from '../../api/errors'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { FieldList, type FieldSpec } from '../../components/FieldList'
import { Money } from '../../components/Money'
import { BackLink, Section } from '../../components/PageParts'
import { DoneNotice } from '../../components/ConfirmedAction'
import { QueryStates } from '../../components/QueryStates'
import { AllDetails, RecordSummary, Stat } from '../../components/RecordSummary'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { ChangePlanAction } from './ChangePlan'
import { dueDate } from './extendForm'
import { ExtendDueDateAction } from './ExtendDueDate'
import { billedEvery, planName } from './format'
import { OpenSubscriptionById } from './OpenSubscriptionById'
import { PeriodPaidValue } from './PeriodPaidValue'
import { readPeriodPaid } from './periodPaid'
import { subscriptionCustomer, subscriptionQueries } from './queries'
import { SubscriptionEndActions } from './SubscriptionActions'
import { CustomerLink, InvoiceLink } from './SubscriptionLinks'
import { amountFields, customerFields, gatewayFields, invoiceFields, periodFields, planFields } from './subscriptionFields'

const groups: [title: string, fields: FieldSpec<SubscriptionDetail>[]][] = [
  ['Period', periodFields],
  ['Plan', planFields],
  ['Amounts', amountFields],
  ['Customer', customerFields],
  ['Latest invoice', invoiceFields],
  ['Gateway', gatewayFields],
]

/** Statuses that end a subscription: it is not charged again. */
const ended = new Set<number>([SubscriptionStatus.cancelled, SubscriptionStatus.expired, SubscriptionStatus.failed])

/**
 * A subscription (the service's detail call): its summary (plan, amount per period, period end, paid or not, a
 * pending cancellation or change, its customer and latest invoice) and the actions on it; then `related` (the
 * customer's invoices, given their user id); then every field under "All details".
 */
export function SubscriptionPage({
  subscriptionId,
  related,
}: {
  subscriptionId: string
  related?: (userId: number) => ReactNode
}) {
  const query = useQuery(subscriptionQueries.detail(subscriptionId))
  const detail = query.data
  const userId = subscriptionCustomer(detail)
  // What the last action on the page did, until dismissed.
  const [done, setDone] = useState<string | null>(null)
  return (
    <Stack gap="md">
      <BackLink to="/subscriptions">Subscriptions</BackLink>
      <RecordSummary
        title={`Subscription ${subscriptionId}`}
        badges={detail ? <StateBadges detail={detail} /> : null}
        meta={
          <Text size="sm" component="div">
            <CopyValue value={subscriptionId} label="subscription ID" />
          </Text>
        }
        actions={
          <>
            <RenewButton subscriptionId={subscriptionId} />
            {detail ? <ChangePlanAction detail={detail} onDone={setDone} /> : null}
            {detail ? <ExtendDueDateAction detail={detail} onDone={setDone} /> : null}
            {detail ? <SubscriptionEndActions detail={detail} onDone={setDone} /> : null}
          </>
        }
        columns={3}
      >
        {detail ? <SubscriptionStats detail={detail} /> : null}
      </RecordSummary>
      {done ? (
        <DoneNotice title="Done" onClose={() => setDone(null)}>
          {done}
        </DoneNotice>
      ) : null}
      {isUnsupported(query.error) ? (
        <Paper withBorder p="md">
          <Text size="sm">This service offers no subscription details: you can still renew the subscription by its ID.</Text>
        </Paper>
      ) : (
        <QueryStates query={query} noun="subscription" lookup={<OpenSubscriptionById submitLabel="Open another subscription" />}>
          {(data) => (
            <>
              {userId && related ? related(userId) : null}
              <AllDetails>
                {groups.map(([title, fields]) => (
                  <Section key={title} title={title}>
                    <FieldList record={data} fields={fields} />
                  </Section>
                ))}
              </AllDetails>
            </>
          )}
        </QueryStates>
      )}
    </Stack>
  )
}

/** Its status in words, and what is about to change: a cancellation at the period end, a change waiting. */
function StateBadges({ detail: { subscription, unfinishedSubscriptionPendingUpdate } }: { detail: SubscriptionDetail }) {
  return (
    <>
      <CodeBadge kind="subscriptionStatus" value={subscription?.status} />
      {subscription?.cancelAtPeriodEnd === 1 ? (
        <Badge color="orange" variant="light" tt="none">
          Cancels at the period end
        </Badge>
      ) : null}
      {unfinishedSubscriptionPendingUpdate || subscription?.pendingUpdateId ? (
        <Badge color="blue" variant="light" tt="none">
          Change pending
        </Badge>
      ) : null}
    </>
  )
}

/** What a support agent reads first about a subscription. */
function SubscriptionStats({ detail }: { detail: SubscriptionDetail }) {
  const { subscription, plan, latestInvoice } = detail
  const every = billedEvery(plan)
  const paid = readPeriodPaid(subscription?.currentPeriodPaid)
  const status = subscription?.status
  const endWord =
    subscription?.cancelAtPeriodEnd === 1
      ? 'Cancels then: no renewal'
      : status != null && ended.has(status)
        ? 'Not renewed'
        : 'Renews then'
  return (
    <>
      <Stat
        label="Plan"
        detail={[every ? `Every ${every}` : null, `quantity ${subscription?.quantity ?? 1}`].filter(Boolean).join(' · ')}
      >
        {planName(plan, subscription?.planId)}
      </Stat>
      <Stat label="Amount per period" detail={every ? `per ${every}` : undefined}>
        <Money amount={subscription?.amount} currency={subscription?.currency} />
      </Stat>
      <Stat label="Period ends" detail={endWord}>
        <Timestamp value={subscription ? dueDate(subscription) : undefined} />
      </Stat>
      <Stat
        label="Current period paid"
        detail={
          paid.paid ? (
            <>
              Since <Timestamp value={subscription?.currentPeriodStart} />
            </>
          ) : undefined
        }
      >
        <PeriodPaidValue value={subscription?.currentPeriodPaid} />
      </Stat>
      <Stat label="Customer" detail={detail.user?.email || undefined}>
        <CustomerLink detail={detail} />
      </Stat>
      <Stat
        label="Latest invoice"
        detail={
          latestInvoice ? (
            <>
              <CodeBadge kind="invoiceStatus" value={latestInvoice.status} />{' '}
              <Money amount={latestInvoice.totalAmount} currency={latestInvoice.currency} />
            </>
          ) : undefined
        }
      >
        {latestInvoice?.invoiceId || subscription?.latestInvoiceId ? (
          <InvoiceLink invoiceId={latestInvoice?.invoiceId || subscription?.latestInvoiceId} />
        ) : (
          <Dimmed>None yet</Dimmed>
        )}
      </Stat>
    </>
  )
}

/** Opens the renewal form with this subscription filled in. */
function RenewButton({ subscriptionId }: { subscriptionId: string }) {
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/subscriptions/renew" search={{ subscriptionId }} />}
      leftSection={<IconRefresh size={16} aria-hidden />}
    >
      Renew
    </Button>
  )
}
