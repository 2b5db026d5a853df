import { useState, type ReactNode } from 'react'
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { describeError } from '../../api/errors'
import { AnchorLink } from '../../components/AnchorLink'
import { formatCount } from '../../lib/countLabel'
import { formatLocal } from '../../lib/time'
import { useTimeZone } from '../../lib/timeZone'
import { useUnsupported } from '../../lib/useUnsupported'
import { useMayUse } from '../../session/permissions'
import {
  FAILED_PAYMENTS_WINDOW,
  failedPayments,
  monthStart,
  todayQueries,
  unstartedSubscriptions,
  waitingInvoices,
} from './counts'

/**
 * One count: its number, which opens the list it counts (the same filter in the list's address), or a short error
 * with Retry. Each loads on its own; one the service does not offer is not shown.
 */
function CountCard<Key extends QueryKey>({
  label,
  description,
  query,
  open,
}: {
  label: string
  description: ReactNode
  query: UseQueryOptions<number, Error, number, Key>
  /** The link to the counted list, around what it shows. */
  open: (children: ReactNode, name: string) => ReactNode
}) {
  const result = useQuery(query)
  const unsupported = useUnsupported(result.error)
  if (unsupported) return null
  let body: ReactNode
  if (result.isPending) {
    body = <Skeleton h={36} w={72} aria-label={`Counting ${label.toLowerCase()}`} />
  } else if (result.isError) {
    const { message, requestId } = describeError(result.error)
    body = (
      <Stack gap={4} role="alert">
        <Text size="sm" c="red.8">
          Could not count: {message}
        </Text>
        {requestId ? (
          <Text size="xs" c="dimmed">
            Request ID {requestId}
          </Text>
        ) : null}
        <Group>
          <Button size="compact-sm" variant="default" onClick={() => void result.refetch()} loading={result.isFetching}>
            Retry
          </Button>
        </Group>
      </Stack>
    )
  } else {
    body = open(
      <Text component="span" fz={32} fw={700} lh={1.2}>
        {formatCount(result.data)}
      </Text>,
      `${label}: ${formatCount(result.data)}`,
    )
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Stack gap={6}>
        <Title order={2} size="h5" fw={600}>
          {label}
        </Title>
        {body}
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Paper>
  )
}

/** Where to start the day: the counts that need attention, each opening its list. */
export function TodayPage() {
  const timeZone = useTimeZone()
  const invoices = useMayUse('invoice')
  const subscriptions = useMayUse('subscription')
  const customers = useMayUse('user')
  // The moment the page opened: "this month" as of then.
  const [now] = useState(() => Date.now())
  const since = monthStart(now, timeZone)
  const weekAgo = Math.floor(now / 1000) - FAILED_PAYMENTS_WINDOW
  return (
    <Stack gap="lg">
      <Title order={1}>Today</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {invoices ? (
          <CountCard
            label="Invoices waiting for payment"
            description="Sent and not yet paid."
            query={todayQueries.waitingInvoices()}
            open={(children, name) => (
              <AnchorLink to="/invoices" search={waitingInvoices} aria-label={name} underline="hover">
                {children}
              </AnchorLink>
            )}
          />
        ) : null}
        {invoices ? (
          <CountCard
            label="Failed payments in the last 7 days"
            description={<>Payments and refunds that failed since {formatLocal(weekAgo, timeZone)}.</>}
            query={todayQueries.failedPayments(weekAgo)}
            open={(children, name) => (
              <AnchorLink to="/payments" search={failedPayments(weekAgo)} aria-label={name} underline="hover">
                {children}
              </AnchorLink>
            )}
          />
        ) : null}
        {subscriptions ? (
          <CountCard
            label="Subscriptions pending or incomplete"
            description="Not started yet, or waiting for their first payment."
            query={todayQueries.unstartedSubscriptions()}
            open={(children, name) => (
              <AnchorLink to="/subscriptions" search={unstartedSubscriptions} aria-label={name} underline="hover">
                {children}
              </AnchorLink>
            )}
          />
        ) : null}
        {customers ? (
          <CountCard
            label="New customers this month"
            description={<>Created since {formatLocal(since, timeZone)}.</>}
            query={todayQueries.newCustomers(since)}
            open={(children, name) => (
              <AnchorLink to="/users" search={{ createTimeStart: since }} aria-label={name} underline="hover">
                {children}
              </AnchorLink>
            )}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  )
}
