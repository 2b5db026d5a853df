import type { ReactNode } from 'react'
import { Accordion, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'

/**
 * The top of a record's page, what a person needs first: the record's name (or id), its state in words
 * (`badges`), its ids (`meta`), the record's actions in one place (`actions`, one `Group` of buttons), then the
 * few facts that matter for it (`children`, `Stat`s). Named "Summary" for assistive technology.
 */
export function RecordSummary({
  title,
  leading,
  badges,
  meta,
  actions,
  columns = 5,
  children,
}: {
  title: ReactNode
  /** Before the title: a picture. */
  leading?: ReactNode
  badges?: ReactNode
  meta?: ReactNode
  actions?: ReactNode
  /** How many facts side by side on a wide screen. */
  columns?: number
  children?: ReactNode
}) {
  return (
    <Box component="section" aria-label="Summary">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Group gap="md" align="center" wrap="nowrap" miw={0}>
            {leading}
            <Stack gap={6} miw={0}>
              <Title order={1} style={{ wordBreak: 'break-word' }}>
                {title}
              </Title>
              {badges ? (
                <Group gap="xs" wrap="wrap">
                  {badges}
                </Group>
              ) : null}
              {meta ? (
                <Group gap="md" wrap="wrap">
                  {meta}
                </Group>
              ) : null}
            </Stack>
          </Group>
          {actions ? (
            <Group gap="xs" role="group" aria-label="Actions" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
        {children ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(3, columns), lg: columns }} spacing="sm">
            {children}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Box>
  )
}

/** One fact of a summary: a label over its value, with a line of detail under it. */
export function Stat({ label, children, detail }: { label: string; children: ReactNode; detail?: ReactNode }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase" style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text size="lg" fw={600} component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed" component="div">
          {detail}
        </Text>
      ) : null}
    </Paper>
  )
}

/**
 * Every other field of a record, folded under "All details" until the person opens it: drawn only then, so the
 * page's first screen costs nothing of them.
 */
export function AllDetails({ children }: { children: ReactNode }) {
  return (
    <Accordion variant="contained" order={2} keepMounted={false} chevronPosition="left">
      <Accordion.Item value="details">
        <Accordion.Control>All details</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">{children}</Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}
