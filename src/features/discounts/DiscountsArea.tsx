import { Link } from '@tanstack/react-router'
import { Button, Group, SimpleGrid } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { DiscountLookup } from './DiscountLookups'

const areaPages = [
  { to: '/discounts', label: 'Discount codes' },
  { to: '/discounts/templates', label: 'Batch templates' },
] as const

export type AreaPage = (typeof areaPages)[number]['to']

/** The title of a list of the area: "Discount codes", "Batch templates". */
export const areaTitle = (page: AreaPage) => areaPages.find((candidate) => candidate.to === page)?.label ?? ''

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
export function OpenDiscountById() {
  return (
    <Section title="Open by ID">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <DiscountLookup kind="code" />
        <DiscountLookup kind="template" />
        <DiscountLookup kind="child" />
      </SimpleGrid>
    </Section>
  )
}
