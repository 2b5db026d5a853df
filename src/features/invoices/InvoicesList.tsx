import { lazy, useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Stack, Title } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { BrowsePage } from '../../components/BrowsePage'
import { NoListFallback } from '../../components/ListParts'
import { usePagedList } from '../../lib/usePagedList'
import { InvoiceFilters, type InvoicesUpdate } from './InvoiceFilters'
import { InvoicesTable } from './InvoicesTable'
import { NewInvoiceButton } from './NewInvoiceButton'
import { filtersApplied, invoicesSearchDefaults, toListInput, type InvoicesSearch } from './listSearch'
import { invoiceQueries } from './queries'

const InvoicesHome = lazy(() => import('./InvoicesHome').then((module) => ({ default: module.InvoicesHome })))

/** The invoices area: the list with its filters, and opening an invoice by its id. */
export function InvoicesList({ search }: { search: InvoicesSearch }) {
  const navigate = useNavigate({ from: '/invoices/' })
  const update = useCallback<InvoicesUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => invoiceQueries.list(toListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? data.invoices?.length ?? 0,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const { page: _page, ...view } = search
  const invoices = query.data?.invoices ?? []
  const filtered = filtersApplied(search) > 0

  return (
    <BrowsePage
      opens="/invoices/$invoiceId"
      unsupported={
        <Stack gap="md">
          <Title order={1}>Invoices</Title>
          <NoListFallback what="invoices">
            <InvoicesHome />
          </NoListFallback>
        </Stack>
      }
      title="Invoices"
      noun={['invoice', 'invoices']}
      paged={paged}
      filtered={filtered}
      isEmpty={invoices.length === 0}
      empty={{
        icon: IconFileOff,
        emptyText: 'Renewing a subscription creates an invoice.',
        // Clearing replaces the view: filters left out of a merged one would stay.
        onClearFilters: () => void navigate({ search: { ...invoicesSearchDefaults, count: search.count } }),
      }}
      actions={<NewInvoiceButton />}
      tools={<InvoiceFilters view={view} refreshing={query.isFetching && !query.isPending} update={update} />}
    >
      <InvoicesTable invoices={invoices} busy={query.isFetching} />
    </BrowsePage>
  )
}
