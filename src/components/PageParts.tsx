import { useId, type ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react'

/**
 * A titled part of a page: a bordered region named by its heading, so screen readers list it as a
 * landmark. `actions` sit at the right of the heading; `count` follows the title in brackets.
 */
export function Section({
  title,
  icon,
  count,
  actions,
  headingId,
  children,
}: {
  title: string
  icon?: ReactNode
  count?: number
  actions?: ReactNode
  /** The heading's id, for a part of the page that an action elsewhere goes to. */
  headingId?: string
  children: ReactNode
}) {
  const ownId = useId()
  const id = headingId ?? ownId
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
              {count !== undefined ? ` (${count})` : ''}
            </Title>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

/** Read-only fields side by side: one column on phones, up to three on wide screens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {children}
    </SimpleGrid>
  )
}

/** A page's heading and, under it, what the page is for. */
export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Stack>
  )
}

/** The link back to an area's start page, above a page's heading. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> {children}
      </Group>
    </Anchor>
  )
}

/** What an action did, announced to screen readers, until the person dismisses it. */
export function Notice({ title, children, onClose }: { title?: string; children: ReactNode; onClose?: () => void }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} aria-hidden />}
      title={title}
      role="status"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {children}
    </Alert>
  )
}
