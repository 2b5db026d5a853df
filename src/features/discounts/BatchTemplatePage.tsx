import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import type { BatchTemplate } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { rememberRecent } from '../../lib/recent'
import { DetailStates } from './DetailStates'
import { BatchFields, DiscountSections, DiscountValue, Section } from './DiscountFields'
import { BackToDiscounts, InvalidDiscountId } from './DiscountLookups'
import { parseIdParam, recentKinds, recentName, templateIdSchema } from './ids'
import { discountQueries } from './queries'

/** The batch template page: `/discounts/templates/<id>`. */
export function BatchTemplatePage({ idText }: { idText: string }) {
  const id = parseIdParam(templateIdSchema, idText)
  if (id === null) return <InvalidDiscountId kind="template" idText={idText} noun="batch template" />
  return <BatchTemplateView key={id} id={id} />
}

function BatchTemplateView({ id }: { id: number }) {
  const query = useQuery(discountQueries.template(id))
  const template = query.data

  useEffect(() => {
    if (template) rememberRecent(recentKinds.templates, { id, name: recentName(template, `Batch template ${id}`) })
  }, [id, template])

  return (
    <Stack gap="md" maw={1100}>
      <BackToDiscounts />
      <Stack gap={4}>
        <Title order={1}>{template?.name || `Batch template ${id}`}</Title>
        <Text size="sm" c="dimmed">
          Batch template · ID {id}
        </Text>
      </Stack>
      <DetailStates query={query} kind="template" noun="batch template">
        {(data) => <BatchTemplateDetails template={data} />}
      </DetailStates>
    </Stack>
  )
}

function BatchTemplateDetails({ template }: { template: BatchTemplate }) {
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
      </Section>
      <DiscountSections discount={template} idLabel="template ID" />
    </Stack>
  )
}
