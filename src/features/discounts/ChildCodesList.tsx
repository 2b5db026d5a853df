import { lazy, memo, useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Stack, Text, TextInput } from '@mantine/core'
import { IconTicketOff } from '@tabler/icons-react'
import type { BatchChild } from '../../api/contract/discounts'
import { isUnsupported } from '../../api/errors'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { FilterForm } from '../../components/FilterForm'
import { NoListFallback } from '../../components/ListParts'
import { ListOrder } from '../../components/ListOrder'
import { PagedRows } from '../../components/PagedRows'
import { Timestamp } from '../../components/Timestamp'
import { useFilterFields } from '../../lib/useFilterFields'
import { usePagedList } from '../../lib/usePagedList'
import { sortFields } from './listSearch'
import { childFilterSchema } from './filterForm'
import { toChildListInput, type ChildrenSearch } from './listSearch'
import { discountQueries } from './queries'
import { AnchorLink } from '../../components/AnchorLink'

const DiscountLookup = lazy(() => import('./DiscountLookups').then((module) => ({ default: module.DiscountLookup })))

type Update = (patch: Partial<ChildrenSearch>) => void

/** The child codes of a template: searched by code, sorted and paged in the URL of the template's page. */
export function ChildCodesList({ templateId, search }: { templateId: number; search: ChildrenSearch }) {
  const navigate = useNavigate({ from: '/discounts/templates/$templateId' })
  const update = useCallback<Update>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), resetScroll: false }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => discountQueries.childList(toChildListInput(templateId, { ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? data.children?.length ?? 0,
    goTo: (page) => update({ page }),
  })
  // The list is a part of the page: turning its pages keeps the page where it is.
  const { query, total } = paged
  const children = query.data?.children ?? []

  if (isUnsupported(query.error)) {
    return (
      <NoListFallback what="child codes">
        <DiscountLookup kind="child" />
      </NoListFallback>
    )
  }
  return (
    <Stack gap="sm">
      <CodeSearch code={search.code} update={update} />
      <ListOrder
        fields={sortFields}
        sortField={search.sortField}
        sortType={search.sortType}
        count={search.count}
        refreshing={query.isFetching && !query.isPending}
        onChange={(patch) => update({ ...patch, page: 0 })}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {query.data
          ? `${total.toLocaleString()} child code${total === 1 ? '' : 's'}${search.code ? ` matching “${search.code}”` : ''}`
          : '\u00a0'}
      </Text>
      <PagedRows
        paged={paged}
        what="child codes"
        isEmpty={children.length === 0}
        empty={{
          icon: IconTicketOff,
          filtered: search.code !== '',
          emptyText: 'This template has generated no child codes yet.',
          onClearFilters: () => update({ code: '', page: 0 }),
        }}
      >
        <ChildCodesTable rows={children} busy={query.isFetching} />
      </PagedRows>
    </Stack>
  )
}

function CodeSearch({ code, update }: { code: string; update: Update }) {
  const { bind, formProps } = useFilterFields({
    schema: childFilterSchema,
    values: { code },
    onApply: (output) => update({ code: output.code ?? '', page: 0 }),
  })
  return (
    <FilterForm label="Search child codes" active={code !== ''} form={formProps} onClear={() => update({ code: '', page: 0 })}>
      <TextInput label="Code contains" autoComplete="off" w={240} {...bind('code')} />
    </FilterForm>
  )
}

const columns: Column<BatchChild>[] = [
  {
    header: 'Code',
    cell: (child) =>
      child.id != null ? (
        <AnchorLink
          to="/discounts/children/$childId"
          params={{ childId: child.id }}
          size="sm"
          underline="hover"
          fw={500}
          ff="monospace"
        >
          {child.code || `Child code ${child.id}`}
        </AnchorLink>
      ) : (
        child.code
      ),
  },
  {
    header: 'Redeemed',
    cell: (child) => (child.isRedeemed ? `Yes${child.redeemedByEmail ? `, by ${child.redeemedByEmail}` : ''}` : 'No'),
  },
  { header: 'Redeemed at', cell: (child) => <Timestamp value={child.redeemedAt} /> },
  { header: 'Status', cell: (child) => <CodeBadge kind="discountStatus" value={child.status} /> },
  { header: 'Created', cell: (child) => <Timestamp value={child.createTime} /> },
]

const ChildCodesTable = memo(function ChildCodesTable({ rows, busy }: { rows: BatchChild[]; busy: boolean }) {
  return (
    <DataTable
      label="Child codes"
      rows={rows}
      columns={columns}
      minWidth={680}
      striped
      highlightOnHover
      fz="sm"
      aria-busy={busy}
    />
  )
})
