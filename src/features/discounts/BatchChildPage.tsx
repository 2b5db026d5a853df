import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import type { BatchChild } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { rememberRecent } from '../../lib/recent'
import { BatchFields } from './BatchFields'
import { DiscountLookup } from './DiscountLookups'
import { DiscountSections } from './DiscountSections'
import { DiscountValue } from './DiscountValues'
import { recentKinds, recentName } from './ids'
import { ParentTemplate } from './ParentTemplate'
import { discountQueries } from './queries'
import { Redemption, RedemptionBadge } from './Redemption'

/** A batch child code (4.9): its redemption, its template (always linked) and its fields. */
export function BatchChildPage({ id }: { id: number }) {
  const query = useQuery(discountQueries.child(id))
  const child = query.data
  useEffect(() => {
    if (child) rememberRecent(recentKinds.children, { id, name: recentName(child, `Batch child code ${id}`) })
  }, [id, child])

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/discounts/templates">Batch templates</BackLink>
      <Stack gap={4}>
        <Title order={1}>{child?.code || `Batch child code ${id}`}</Title>
        <Text size="sm" c="dimmed">
          Batch child code · ID {id}
        </Text>
      </Stack>
      <QueryStates query={query} noun="batch child code" lookup={<DiscountLookup kind="child" />}>
        {(data) => <BatchChildDetails child={data} />}
      </QueryStates>
    </Stack>
  )
}

function BatchChildDetails({ child }: { child: BatchChild }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        {child.code ? <CopyValue value={child.code} label="child code" /> : null}
        <RedemptionBadge redeemed={child.isRedeemed === true} />
        <CodeBadge kind="discountStatus" value={child.status} />
        <Badge variant="outline" color="gray" tt="none">
          <DiscountValue discount={child} />
        </Badge>
      </Group>
      <Redemption child={child} />
      <Section title="Parent template">
        <ParentTemplate code={child.parentTemplateCode ?? ''} codePrefix={child.codePrefix ?? undefined} />
        <BatchFields template={child} usageLabel="Child codes of the template used" />
      </Section>
      <DiscountSections discount={child} idLabel="child code ID" />
    </Stack>
  )
}
