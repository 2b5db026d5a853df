import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconRefresh } from '@tabler/icons-react'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { isUnsupported } from '../../api/errors'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { FieldList, type FieldSpec } from '../../components/FieldList'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { OpenSubscriptionById } from './OpenSubscriptionById'
import { subscriptionQueries } from './queries'
import { amountFields, customerFields, gatewayFields, invoiceFields, periodFields, planFields } from './subscriptionFields'

const groups: [title: string, fields: FieldSpec<SubscriptionDetail>[]][] = [
  ['Period', periodFields],
  ['Plan', planFields],
  ['Amounts', amountFields],
  ['Customer', customerFields],
  ['Latest invoice', invoiceFields],
  ['Gateway', gatewayFields],
]

/** A subscription (the service's detail call): its period, plan, amounts, customer, latest invoice and gateway. */
export function SubscriptionPage({ subscriptionId }: { subscriptionId: string }) {
  const query = useQuery(subscriptionQueries.detail(subscriptionId))
  return (
    <Stack gap="md">
      <BackLink to="/subscriptions">Subscriptions</BackLink>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Subscription {subscriptionId}</Title>
          <Group gap="sm">
            <Text size="sm" component="div">
              <CopyValue value={subscriptionId} label="subscription ID" />
            </Text>
            {query.data ? <CodeBadge kind="subscriptionStatus" value={query.data.subscription?.status} /> : null}
          </Group>
        </Stack>
        <RenewButton subscriptionId={subscriptionId} />
      </Group>
      {isUnsupported(query.error) ? (
        <Paper withBorder p="md">
          <Text size="sm">This service offers no subscription details: you can still renew the subscription by its ID.</Text>
        </Paper>
      ) : (
        <QueryStates query={query} noun="subscription" lookup={<OpenSubscriptionById submitLabel="Open another subscription" />}>
          {(detail) => (
            <Stack gap="md">
              {groups.map(([title, fields]) => (
                <Section key={title} title={title}>
                  <FieldList record={detail} fields={fields} />
                </Section>
              ))}
            </Stack>
          )}
        </QueryStates>
      )}
    </Stack>
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
