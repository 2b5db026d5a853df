import type { ReactNode, Ref } from 'react'
import { Avatar, Badge, Button, Menu, Skeleton, Text } from '@mantine/core'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  IconArrowsExchange,
  IconChevronDown,
  IconEdit,
  IconExternalLink,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react'
import { AccountStatus, CreditAccountType, InvoiceStatus, SubscriptionStatus } from '../../api/contract/codes'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import type { CreditAccount } from '../../api/contract/users'
import { AnchorLink } from '../../components/AnchorLink'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Money } from '../../components/Money'
import { RecordSummary, Stat } from '../../components/RecordSummary'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { formatMoney, impliedCurrency } from '../../lib/money'
import { safeHttpUrl } from '../../lib/urls'
import { useMayUse } from '../../session/permissions'
import { formatCredits, type SafeUser } from './format'
import { customerInvoicesIn } from './queries'

/** What the page knows of the customer's current subscription (the service's detail call, asked for by the route). */
export type CurrentSubscription = UseQueryResult<SubscriptionDetail | null>

/** Statuses whose subscription is charged again at the end of its period, unless it is set to cancel then. */
const renewing = new Set<number>([
  SubscriptionStatus.active,
  SubscriptionStatus.incomplete,
  SubscriptionStatus.pending,
  SubscriptionStatus.processing,
])

/**
 * The top of a customer's page: who they are and their state, the actions on them, and what a support agent needs
 * first: their current subscription, its next charge, their credit, their last payment and what they owe.
 */
export function CustomerSummary({
  user,
  userId,
  name,
  current,
  onChangeGateway,
  onDecreasePromo,
  onIncreasePromo,
  promoMenuRef,
  onEdit,
  onSuspend,
  onResume,
  onDelete,
}: {
  user: SafeUser
  userId: number
  name: string
  current: CurrentSubscription
  onChangeGateway: () => void
  onDecreasePromo: (account: CreditAccount) => void
  /** Add promo credit to an account, or (null) in a currency the customer has none of. */
  onIncreasePromo: (account: CreditAccount | null) => void
  onEdit: () => void
  onSuspend: () => void
  onResume: () => void
  /** The promo credit menu's button, where the focus returns after its dialog. */
  promoMenuRef?: Ref<HTMLButtonElement>
  onDelete: () => void
}) {
  const avatar = safeHttpUrl(user.avatarUrl)
  const promo = [...(user.promoCreditAccounts ?? [])].sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? ''))
  const hasGateway = (user.gateway?.gatewayId ?? 0) > 0
  const mayEdit = useMayUse('user')
  const mayCredit = useMayUse('promo-credit')
  const suspended = user.status === AccountStatus.suspended
  return (
    <RecordSummary
      title={name}
      leading={<Avatar src={avatar} alt={avatar ? `Picture of ${name}` : undefined} size="lg" radius="xl" />}
      badges={
        <>
          <CodeBadge kind="accountStatus" value={user.status} />
          {user.isRisk === 1 ? (
            <Badge color="red" variant="light" tt="none">
              Risk flagged
            </Badge>
          ) : null}
          {user.isSpecial === 1 ? (
            <Badge color="indigo" variant="light" tt="none">
              Special
            </Badge>
          ) : null}
        </>
      }
      meta={
        <>
          <Text size="sm" component="div">
            User ID <CopyValue value={userId} label="user ID" />
          </Text>
          {user.email ? (
            <Text size="sm" component="div">
              <CopyValue value={user.email} label="e-mail" mono={false} />
            </Text>
          ) : null}
        </>
      }
      actions={
        <>
          {mayEdit ? (
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
              Edit details
            </Button>
          ) : null}
          <Button
            renderRoot={(props) => <Link {...props} to="/subscriptions/renew" search={{ userId }} />}
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            Renew a subscription
          </Button>
          <Button
            renderRoot={(props) => <Link {...props} to="/customer-portal" search={{ userId }} />}
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Customer portal link
          </Button>
          <Button variant="default" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onChangeGateway}>
            {hasGateway ? 'Change default gateway' : 'Set default gateway'}
          </Button>
          {mayCredit ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button ref={promoMenuRef} variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  Promo credit
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {promo.map((account, index) => (
                  <Menu.Item key={account.id ?? `${account.currency}-${index}`} onClick={() => onDecreasePromo(account)}>
                    Decrease {account.currency || 'no currency'} promo credit
                  </Menu.Item>
                ))}
                {promo.map((account, index) => (
                  <Menu.Item key={`add-${account.id ?? `${account.currency}-${index}`}`} onClick={() => onIncreasePromo(account)}>
                    Add {account.currency || 'no currency'} promo credit
                  </Menu.Item>
                ))}
                <Menu.Item onClick={() => onIncreasePromo(null)}>
                  {promo.length ? 'Add promo credit in another currency' : 'Add promo credit'}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {mayEdit ? (
            suspended ? (
              <Button variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onResume}>
                Resume
              </Button>
            ) : (
              <Button variant="default" leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={onSuspend}>
                Suspend
              </Button>
            )
          ) : null}
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            Delete user
          </Button>
        </>
      }
    >
      <CurrentSubscriptionStat user={user} current={current} />
      <NextChargeStat user={user} current={current} />
      <CreditStat user={user} />
      <LastPaymentStat userId={userId} />
      <OpenInvoicesStat userId={userId} />
    </RecordSummary>
  )
}

/** A value still on its way. */
function Loading() {
  return <Skeleton height={24} width="70%" mt={4} />
}

function CurrentSubscriptionStat({ user, current }: { user: SafeUser; current: CurrentSubscription }) {
  const subscriptionId = user.subscriptionId
  if (!subscriptionId) {
    return (
      <Stat label="Current subscription" detail="No subscription yet">
        <Dimmed>None</Dimmed>
      </Stat>
    )
  }
  const detail = current.data
  const name = detail?.plan?.planName || user.subscriptionName || subscriptionId
  const status = detail?.subscription?.status ?? user.subscriptionStatus
  return (
    <Stat
      label="Current subscription"
      detail={
        <>
          <CodeBadge kind="subscriptionStatus" value={status} />
          {detail?.subscription?.cancelAtPeriodEnd === 1 ? (
            <Badge color="orange" variant="light" tt="none" ml={6}>
              Cancels at the period end
            </Badge>
          ) : null}
        </>
      }
    >
      <AnchorLink to="/subscriptions/$subscriptionId" params={{ subscriptionId }} inherit>
        {name}
      </AnchorLink>
    </Stat>
  )
}

function NextChargeStat({ user, current }: { user: SafeUser; current: CurrentSubscription }) {
  const label = 'Next charge'
  if (!user.subscriptionId) {
    return (
      <Stat label={label} detail="No subscription to charge">
        <Dimmed>None</Dimmed>
      </Stat>
    )
  }
  if (current.isPending) {
    return (
      <Stat label={label}>
        <Loading />
      </Stat>
    )
  }
  const subscription = current.data?.subscription
  if (!subscription) {
    return (
      <Stat label={label} detail="The service did not give the current subscription">
        <Dimmed>Not known</Dimmed>
      </Stat>
    )
  }
  const amount = <Money amount={subscription.amount} currency={subscription.currency} />
  if (subscription.cancelAtPeriodEnd === 1) {
    return (
      <Stat
        label={label}
        detail={
          <>
            Ends <Timestamp value={subscription.currentPeriodEnd} />
          </>
        }
      >
        <Dimmed>None: cancels at the period end</Dimmed>
      </Stat>
    )
  }
  if (subscription.status == null || !renewing.has(subscription.status)) {
    return (
      <Stat label={label} detail={<CodeBadge kind="subscriptionStatus" value={subscription.status} />}>
        <Dimmed>None</Dimmed>
      </Stat>
    )
  }
  return (
    <Stat label={label} detail={amount}>
      <Timestamp value={subscription.currentPeriodEnd} />
    </Stat>
  )
}

/** Cash credit in its currency, and promo credit in credits. */
function CreditStat({ user }: { user: SafeUser }) {
  const cash = (user.creditAccounts ?? []).filter((account) => account.type !== CreditAccountType.promo)
  const promo = user.promoCreditAccounts ?? []
  const promoText = promo
    .map((account) => `${formatCredits(account.amount ?? 0)} promo (${account.currency || 'no currency'})`)
    .join(', ')
  return (
    <Stat label="Credit balance" detail={promoText || 'No promo credit'}>
      {cash.length ? (
        joined(
          cash.map((account) => (
            <Money key={account.id ?? account.currency} amount={account.amount} currency={account.currency} />
          )),
        )
      ) : (
        <Dimmed>None</Dimmed>
      )}
    </Stat>
  )
}

function joined(items: ReactNode[]): ReactNode {
  return items.flatMap((item, index) => (index === 0 ? [item] : [' · ', item]))
}

/** The customer's latest paid invoice: what they were last charged, and when. */
function LastPaymentStat({ userId }: { userId: number }) {
  const query = useQuery(customerInvoicesIn(userId, InvoiceStatus.paid))
  const label = 'Last payment'
  if (query.isPending) {
    return (
      <Stat label={label}>
        <Loading />
      </Stat>
    )
  }
  const invoice = query.data?.invoices[0]
  if (!invoice) {
    return (
      <Stat label={label} detail={query.isError ? 'Could not be loaded' : 'No paid invoice yet'}>
        <Dimmed>None</Dimmed>
      </Stat>
    )
  }
  return (
    <Stat
      label={label}
      detail={
        <>
          Paid <Timestamp value={invoice.paidTime || invoice.finishTime || invoice.createTime} />
        </>
      }
    >
      {invoice.invoiceId ? (
        <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: invoice.invoiceId }} inherit>
          <Money amount={invoice.totalAmount} currency={invoice.currency} />
        </AnchorLink>
      ) : (
        <Money amount={invoice.totalAmount} currency={invoice.currency} />
      )}
    </Stat>
  )
}

/** How many of the customer's invoices wait for payment, and what they come to when the page holds them all. */
function OpenInvoicesStat({ userId }: { userId: number }) {
  const query = useQuery(customerInvoicesIn(userId, InvoiceStatus.open))
  const label = 'Open invoices'
  if (query.isPending) {
    return (
      <Stat label={label}>
        <Loading />
      </Stat>
    )
  }
  if (!query.data) {
    return (
      <Stat label={label} detail="Could not be loaded">
        <Dimmed>Not known</Dimmed>
      </Stat>
    )
  }
  const { invoices, total } = query.data
  if (total === 0) {
    return (
      <Stat label={label} detail="Nothing owed">
        0
      </Stat>
    )
  }
  const currencies = new Set(invoices.map((invoice) => impliedCurrency(invoice.currency)))
  const [currency] = currencies
  const owed =
    invoices.length === total && currencies.size === 1 && currency
      ? formatMoney(
          invoices.reduce((sum, invoice) => sum + (invoice.totalAmount ?? 0), 0),
          currency,
        )
      : null
  return (
    <Stat label={label} detail={owed ? `${owed} owed` : 'In more than one currency'}>
      <AnchorLink to="/invoices" search={{ userId, status: [InvoiceStatus.open] }} inherit>
        {total.toLocaleString()}
      </AnchorLink>
    </Stat>
  )
}
