import { useId, type ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react'
import { classNames as join } from './cellClasses'
import own from './PageParts.module.css'
import { PlainGroup, PlainPaper, PlainStack, PlainTitle } from './PlainLayout'

const gridRoot = (SimpleGrid.classes as Record<'root', string>).root

/**
 * A titled part of a page: a bordered region named by its heading, so screen readers list it as a
 * landmark. `actions` sit at the right of the heading; `count` follows the title in brackets. Drawn as the library
 * draws its paper, stack, groups and title, without their components: a record's page draws a dozen.
 */
export function Section({
  title,
  icon,
  count,
  actions,
  children,
}: {
  title: string
  icon?: ReactNode
  count?: number
  actions?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <PlainPaper padding="md" as="section" aria-labelledby={id}>
      <PlainStack gap="sm">
        <PlainGroup spread align="flex-start" nowrap>
          <PlainGroup gap="xs" nowrap>
            {icon}
            <PlainTitle order={2} size="h4" id={id}>
              {title}
              {count !== undefined ? ` (${count})` : ''}
            </PlainTitle>
          </PlainGroup>
          {actions}
        </PlainGroup>
        {children}
      </PlainStack>
    </PlainPaper>
  )
}

/**
 * Read-only fields side by side: one column on phones, up to three on wide screens. The library's simple grid, its
 * columns by screen width written once in PageParts.module.css: the library's component puts a style element of its
 * own in the page for every grid, and the browser works out the page's style again for each.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={join(gridRoot, 'mantine-SimpleGrid-root', own.fieldGrid)}>{children}</div>
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
