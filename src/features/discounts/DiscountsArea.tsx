import { Link } from '@tanstack/react-router'
import { Button, Group } from '@mantine/core'
import { areaPages, type AreaPage } from './areaPages'

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
