import { Box, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A labelled read-only value: its label in small dimmed capitals, the value in small text. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase" style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </div>
  )
}
