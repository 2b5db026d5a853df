import type { ReactNode } from 'react'
import { Group, Stack, Text, Title } from '@mantine/core'

/**
 * The head of a list page: its title, what the page is about, the list's count (announced when it
 * changes; `null` until it is known) and the page's actions beside them.
 */
export function ListHeading({
  title,
  order = 1,
  count,
  description,
  actions,
}: {
  title: ReactNode
  order?: 1 | 2
  count: string | null
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={2}>
        <Title order={order}>{title}</Title>
        {description}
        <Text c="dimmed" size="sm" aria-live="polite">
          {count ?? '\u00a0'}
        </Text>
      </Stack>
      {actions}
    </Group>
  )
}
