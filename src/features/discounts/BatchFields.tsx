import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { BatchTemplate } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { Dimmed } from '../../components/Values'

/** How many child codes of a template were used, as a bar with the numbers in words. */
export function ChildCodeUsage({ template, label }: { template: BatchTemplate; label: string }) {
  const total = template.childCodeCount ?? 0
  const used = template.usedChildCodeCount ?? 0
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {total > 0
            ? `${used.toLocaleString()} of ${total.toLocaleString()} child codes used (${percent} %)`
            : 'No child codes generated yet'}
        </Text>
        {total > 0 ? (
          <Text size="sm" c="dimmed">
            {(total - used).toLocaleString()} unused
          </Text>
        ) : null}
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={percent} color={percent >= 100 ? 'orange' : 'teal'} aria-label={label} />
      </Progress.Root>
    </Stack>
  )
}

/** The four fields a batch template adds to a discount code (2.5). */
export function BatchFields({ template, usageLabel }: { template: BatchTemplate; usageLabel: string }) {
  return (
    <Stack gap="sm">
      <ChildCodeUsage template={template} label={usageLabel} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Field label="Code prefix">
          {template.codePrefix ? <CopyValue value={template.codePrefix} label="code prefix" /> : <Dimmed>not set</Dimmed>}
        </Field>
        <Field label="Child codes generated">{template.childCodeCount ?? <Dimmed>not set</Dimmed>}</Field>
        <Field label="Child codes used">{template.usedChildCodeCount ?? <Dimmed>not set</Dimmed>}</Field>
        <Field label="Type">
          <CodeBadge kind="discountKind" value={template.type} />
        </Field>
      </SimpleGrid>
    </Stack>
  )
}
