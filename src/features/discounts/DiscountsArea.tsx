import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { areaPages, areaTitle, type AreaPage } from './areaPages'
import { DiscountLookup } from './DiscountLookups'

/**
 * The head of the discounts area's lists: the page's title with its count, the area's two lists, and
 * opening a code, a template or a child code by its ID.
 */
export function DiscountsArea({
  current,
  count,
  children,
}: {
  current: AreaPage
  /** The count under the title ("12 discount codes"), once known. */
  count: string | null
  children: ReactNode
}) {
  const title = areaTitle(current)
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {count ?? '\u00a0'}
          </Text>
        </Stack>
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
      </Group>
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
