import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import type { BatchTemplate } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { rememberRecent } from '../../lib/recent'
import { BatchFields } from './BatchFields'
import { ChildCodesList } from './ChildCodesList'
import { DiscountLookup } from './DiscountLookups'
import { DiscountSections } from './DiscountSections'
import { DiscountValue } from './DiscountValues'
import { recentKinds, recentName } from './ids'
import type { ChildrenSearch } from './listSearch'
import { discountQueries } from './queries'

/** A batch template (4.8) with its child codes (the service's list of them). */
export function BatchTemplatePage({ id, childrenSearch }: { id: number; childrenSearch: ChildrenSearch }) {
  const query = useQuery(discountQueries.template(id))
  const template = query.data
  useEffect(() => {
    if (template) rememberRecent(recentKinds.templates, { id, name: recentName(template, `Batch template ${id}`) })
  }, [id, template])

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/discounts/templates">Batch templates</BackLink>
      <Stack gap={4}>
        <Title order={1}>{template?.name || `Batch template ${id}`}</Title>
        <Text size="sm" c="dimmed">
          Batch template · ID {id}
        </Text>
      </Stack>
      <QueryStates query={query} noun="batch template" lookup={<DiscountLookup kind="template" />}>
        {(data) => <BatchTemplateDetails template={data} id={id} search={childrenSearch} />}
      </QueryStates>
    </Stack>
  )
}

function BatchTemplateDetails({ template, id, search }: { template: BatchTemplate; id: number; search: ChildrenSearch }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        {template.code ? <CopyValue value={template.code} label="template code" /> : null}
        <CodeBadge kind="discountStatus" value={template.status} />
        <Badge variant="outline" color="gray" tt="none">
          <DiscountValue discount={template} />
        </Badge>
      </Group>
      <Section title="Child codes">
        <BatchFields template={template} usageLabel="Child codes used" />
        <ChildCodesList templateId={id} search={search} />
      </Section>
      <DiscountSections discount={template} idLabel="template ID" />
    </Stack>
  )
}
