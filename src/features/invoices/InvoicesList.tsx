import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Group, Stack, Text, Title } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { isUnsupported } from '../../api/errors'
import { ListEmptyState } from '../../components/ListEmptyState'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { ListPagination } from '../../components/ListPagination'
import { usePagedList } from '../../lib/usePagedList'
import { InvoiceFilters, type InvoicesUpdate } from './InvoiceFilters'
import { InvoiceLookup } from './InvoiceLookup'
import { InvoicesHome } from './InvoicesHome'
import { InvoicesTable } from './InvoicesTable'
import { toListInput, type InvoicesSearch } from './listSearch'
import { invoiceQueries } from './queries'

/** The invoices area: the list with its filters, and opening an invoice by its id. */
export function InvoicesList({ search }: { search: InvoicesSearch }) {
  const navigate = useNavigate({ from: '/invoices/' })
  const { query, total, pages } = usePagedList({
    options: (page) => invoiceQueries.list(toListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? data.invoices?.length ?? 0,
  })
  const update = useCallback<InvoicesUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const { page, ...view } = search
  const invoices = query.data?.invoices ?? []
  const unsupported = isUnsupported(query.error)
  const { status, currency, amountStart, amountEnd, userId, email } = search
  const filtered = [status, currency, amountStart, amountEnd, userId].some((value) => value !== undefined) || email !== ''

  if (unsupported) {
    return (
      <Stack gap="md">
        <Title order={1}>Invoices</Title>
        <NoListFallback what="invoices">
          <InvoicesHome />
        </NoListFallback>
      </Stack>
    )
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>Invoices</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data ? `${total.toLocaleString()} invoice${total === 1 ? '' : 's'}` : '\u00a0'}
          </Text>
        </Stack>
        <InvoiceLookup />
      </Group>
      <InvoiceFilters view={view} refreshing={query.isFetching && !query.isPending} update={update} />
      <ListBody
        query={query}
        what="invoices"
        isEmpty={invoices.length === 0}
        empty={
          <ListEmptyState
            icon={IconFileOff}
            what="invoices"
            total={total}
            filtered={filtered}
            none="Renewing a subscription creates an invoice."
            onFirstPage={() => update({ page: 0 })}
          />
        }
      >
        <InvoicesTable invoices={invoices} busy={query.isFetching} />
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={page} pages={pages} onPage={(next) => update({ page: next })} /> : null}
    </Stack>
  )
}
