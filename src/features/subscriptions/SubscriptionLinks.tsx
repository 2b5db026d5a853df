import { Link } from '@tanstack/react-router'
import { Anchor, Text } from '@mantine/core'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { userDisplayName } from '../../lib/userName'

type Detail = SubscriptionDetail

/** The subscription's latest invoice, linked to its page; "none yet" without one. */
export function InvoiceLink({ invoiceId }: { invoiceId: string | null | undefined }) {
  if (!invoiceId)
    return (
      <Text span c="dimmed" inherit>
        none yet
      </Text>
    )
  return (
    <Anchor ff="monospace" size="sm" renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId }} />}>
      {invoiceId}
    </Anchor>
  )
}

/** The subscription's customer, linked to the user page. */
export function CustomerLink({ detail: { user, subscription } }: { detail: Pick<Detail, 'user' | 'subscription'> }) {
  const userId = user?.id ?? subscription?.userId
  const name = userDisplayName({ ...user, id: userId })
  if (!userId) return <>{name}</>
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId }} />}>
      {name}
    </Anchor>
  )
}
