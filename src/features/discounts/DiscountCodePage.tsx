import { useEffect } from 'react'
import { skipToken, useQuery } from '@tanstack/react-query'
import { Alert, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import type { DiscountCode } from '../../api/contract/discounts'
import type { DiscountCodeDetail } from '../../api/contract/extensions/discounts'
import { isUnsupported } from '../../api/errors'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { getRecent, rememberRecent } from '../../lib/recent'
import { formatLocal } from '../../lib/time'
import { DecreaseQuantityPanel } from './DecreaseQuantityPanel'
import { DiscountLookup } from './DiscountLookups'
import { DiscountSections } from './DiscountSections'
import { DiscountValue, LimitValue } from './DiscountValues'
import { recentKinds, recentName } from './ids'
import { discountQueries, type KnownDiscountCode } from './queries'

/**
 * A discount code: its current state (the service's detail call) and the decrease of its quantity (4.7).
 * A service without the detail call shows the code as the last decrease returned it.
 */
export function DiscountCodePage({ id }: { id: number }) {
  const detail = useQuery(discountQueries.detail(id))
  const code = detail.data
  useEffect(() => {
    if (code) rememberRecent(recentKinds.codes, { id, name: recentName(code, `Discount code ${id}`) })
  }, [id, code])

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/discounts">Discount codes</BackLink>
      <Stack gap={4}>
        <Title order={1}>Discount code {id}</Title>
        {code ? <CodeSummary code={code} /> : null}
      </Stack>
      {isUnsupported(detail.error) ? (
        <WithoutDetail id={id} />
      ) : (
        <QueryStates query={detail} noun="discount code" lookup={<DiscountLookup kind="code" />}>
          {(current) => (
            <>
              <UsageSection code={current} />
              <DecreaseQuantityPanel id={id} />
              <DiscountSections discount={current} plans={current.plans} idLabel="discount code ID" />
            </>
          )}
        </QueryStates>
      )}
    </Stack>
  )
}

function CodeSummary({ code }: { code: DiscountCode }) {
  return (
    <Group gap="xs">
      {code.code ? <CopyValue value={code.code} label="code" /> : null}
      {code.name ? <Text size="sm">{code.name}</Text> : null}
      <CodeBadge kind="discountStatus" value={code.status} />
      <Badge variant="outline" color="gray" tt="none">
        <DiscountValue discount={code} />
      </Badge>
    </Group>
  )
}

/** How much of the code is used and how much is left. */
function UsageSection({ code }: { code: DiscountCodeDetail }) {
  return (
    <Section title="Usage">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="Quantity">
          <LimitValue value={code.quantity} unlimited="no limit (quantity control off)" />
        </Field>
        <Field label="Used">{(code.quantityUsed ?? 0).toLocaleString()}</Field>
        <Field label="Left">{code.quantity ? (code.liveQuantity ?? 0).toLocaleString() : 'no limit'}</Field>
      </SimpleGrid>
    </Section>
  )
}

/** A service without the detail call: the decrease, then the code as the last decrease returned it. */
function WithoutDetail({ id }: { id: number }) {
  const known = useQuery<KnownDiscountCode | null>({
    queryKey: discountQueries.known(id),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data
  const code = known?.discountCode
  useEffect(() => {
    const existing = getRecent(recentKinds.codes).find((item) => item.id === String(id))
    rememberRecent(recentKinds.codes, { id, name: existing?.name ?? `Discount code ${id}` })
  }, [id])
  return (
    <>
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        <Text size="sm">This service does not show a discount code: its fields appear once a decrease returns it.</Text>
      </Alert>
      {code ? <CodeSummary code={code} /> : null}
      <DecreaseQuantityPanel id={id} />
      {known && code ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The code as the service returned it after the decrease by {known.decreasedBy} at{' '}
            {formatLocal(Math.floor(known.receivedAt / 1000))}.
          </Text>
          <DiscountSections discount={code} idLabel="discount code ID" />
        </Stack>
      ) : null}
    </>
  )
}
