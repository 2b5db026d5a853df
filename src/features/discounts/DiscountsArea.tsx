import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { DiscountLookup } from './DiscountLookups'

const areaPages = [
  { to: '/discounts', label: 'Discount codes' },
  { to: '/discounts/templates', label: 'Batch templates' },
] as const

/**
 * The head of the discounts area's lists: its two lists as tabs, the page's title with its count, and
 * opening a code, a template or a child code by its ID.
 */
export function DiscountsArea({
  current,
  count,
  children,
}: {
  current: (typeof areaPages)[number]['to']
  /** The count under the title ("12 discount codes"), once known. */
  count: string | null
  children: ReactNode
}) {
  const title = areaPages.find((page) => page.to === current)?.label
  return (
    <Stack gap="md">
      <Group gap="xs" component="nav" aria-label="Discounts">
        {areaPages.map((page) => (
          <Button
            key={page.to}
            component={Link}
            to={page.to}
            size="xs"
            variant={page.to === current ? 'light' : 'subtle'}
            aria-current={page.to === current ? 'page' : undefined}
          >
            {page.label}
          </Button>
        ))}
      </Group>
      <Stack gap={2}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {count ?? '\u00a0'}
        </Text>
      </Stack>
      <Section title="Open by ID">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          <DiscountLookup kind="code" />
          <DiscountLookup kind="template" />
          <DiscountLookup kind="child" />
        </SimpleGrid>
      </Section>
      {children}
    </Stack>
  )
}
