import type { ComponentType, ReactNode } from 'react'
import { Paper, Stack, Text } from '@mantine/core'

/** What a list shows when it has no rows: why, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  title: string
  text: ReactNode
  action?: ReactNode
}) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <Icon size={32} aria-hidden />
        <Text fw={500}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={560}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  )
}
