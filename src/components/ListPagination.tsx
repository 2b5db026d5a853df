import { Group, Pagination, Text } from '@mantine/core'

/** The page numbers at the list's text size. */
const styles = { control: { fontSize: 'var(--mantine-font-size-sm)' } }

/** Pages of a list: the API counts pages from 0, people from 1. */
export function ListPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        Page {page + 1} of {pages.toLocaleString()}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page + 1, pages)}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) =>
          control === 'next' ? { 'aria-label': 'Next page' } : control === 'previous' ? { 'aria-label': 'Previous page' } : {}
        }
        getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
        siblings={1}
        styles={styles}
      />
    </Group>
  )
}
