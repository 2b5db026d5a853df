import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Group, SimpleGrid } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { areaPages, type AreaPage } from './areaPages'
import { DiscountLookup } from './DiscountLookups'

/** The area's two lists, the one shown marked as the current page. */
export function DiscountsNav({ current }: { current: AreaPage }) {
  return (
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
  )
}

/** Opening a code, a template or a child code by its ID. */
export const OpenDiscountById = memo(function OpenDiscountById() {
  return (
    <Section title="Open by ID">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <DiscountLookup kind="code" />
        <DiscountLookup kind="template" />
        <DiscountLookup kind="child" />
      </SimpleGrid>
    </Section>
  )
})
