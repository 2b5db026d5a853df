import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { IconUserOff } from '@tabler/icons-react'
import { isNotFound } from '../../api/errors'
import { BackLink } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { forgetRecent, rememberRecent } from '../../lib/recent'
import type { DeletedUser } from './DeleteUserModal'
import { userDisplayName } from '../../lib/userName'
import { OpenUserById } from './OpenUserById'
import { RECENT_USERS, userQueries } from './queries'
import { UserDeleted } from './UserDeleted'
import { UserProfile } from './UserProfile'
import type { SafeUser } from './format'

/** How the page asks for a subscription: the subscriptions area's query of one (the route gives it). */
export type SubscriptionOptions<TKey extends QueryKey> = (
  subscriptionId: string,
) => UseQueryOptions<SubscriptionDetail | null, Error, SubscriptionDetail | null, TKey>

type Props<TKey extends QueryKey> = {
  userId: number
  /** The customer's current subscription, for their summary. */
  subscription: SubscriptionOptions<TKey>
  /** The customer's lists; a function of the customer when they need what the customer holds. */
  related?: ReactNode | ((user: SafeUser) => ReactNode)
}

/**
 * The user page: the customer's summary and actions, then `related` (the customer's lists), then all their details;
 * or what became of them.
 */
export function UserPage<TKey extends QueryKey>({ userId, subscription, related }: Props<TKey>) {
  const [deleted, setDeleted] = useState<DeletedUser | null>(null)
  if (deleted) return <UserDeleted deleted={deleted} />
  return <UserDetails userId={userId} subscription={subscription} related={related} onDeleted={setDeleted} />
}

function UserDetails<TKey extends QueryKey>({
  userId,
  subscription,
  related,
  onDeleted,
}: Props<TKey> & { onDeleted: (deleted: DeletedUser) => void }) {
  const query = useQuery(userQueries.detail(userId))
  const notFound = query.isError && isNotFound(query.error)
  const subscriptionId = query.data?.subscriptionId ?? ''
  const current = useQuery({ ...subscription(subscriptionId), enabled: subscriptionId !== '' })

  useEffect(() => {
    if (query.data) rememberRecent(RECENT_USERS, { id: userId, name: userDisplayName(query.data) })
  }, [query.data, userId])
  useEffect(() => {
    if (notFound) forgetRecent(RECENT_USERS, userId)
  }, [notFound, userId])

  return (
    <Stack gap="md">
      <BackLink to="/users">Customers</BackLink>
      {/* The profile names the user in its own heading once loaded. */}
      {query.data ? null : <Title order={1}>{notFound ? 'User not found' : `User ${userId}`}</Title>}
      <QueryStates
        query={query}
        noun="user"
        notFound={() => (
          <Alert
            color="orange"
            variant="light"
            icon={<IconUserOff size={18} aria-hidden />}
            title={`There is no user with ID ${userId}`}
          >
            <Text size="sm">The user may have been deleted, or the ID may be wrong. Check the ID and try again.</Text>
          </Alert>
        )}
        lookup={<OpenUserById submitLabel="Open another user" />}
        skeleton={[90, 200, 200]}
      >
        {(user) => <UserProfile user={user} userId={userId} current={current} related={related} onDeleted={onDeleted} />}
      </QueryStates>
    </Stack>
  )
}
