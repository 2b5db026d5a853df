import { lazy, type ReactNode, useCallback } from 'react'
import { useNavigate, type LinkProps } from '@tanstack/react-router'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { Stack, Title } from '@mantine/core'
import { IconDiscountOff } from '@tabler/icons-react'
import { BrowsePage } from '../../components/BrowsePage'
import { NoListFallback } from '../../components/ListParts'
import { usePagedList } from '../../lib/usePagedList'
import { DiscountFilters, type DiscountsUpdate } from './DiscountFilters'
import { areaTitle, type AreaPage } from './areaPages'
import { DiscountsNav } from './DiscountsArea'
import { discountsSearchDefaults, filtersApplied, type DiscountsSearch } from './listSearch'

const DiscountsHome = lazy(() => import('./DiscountsHome').then((module) => ({ default: module.DiscountsHome })))

/**
 * A list of the discounts area (codes or batch templates): its filters in the URL, its four states, its
 * pages with the next one loaded ahead. A service without the list gets the pages that open by id.
 */
export function DiscountsListPage<TData, TKey extends QueryKey>({
  current,
  what,
  searchLabel,
  search,
  options,
  rowsOf,
  create,
  opens,
  children,
}: {
  current: AreaPage
  /** What the list holds, in the plural: "discount codes". */
  what: string
  searchLabel: string
  search: DiscountsSearch
  options: (page: number) => UseQueryOptions<TData, Error, TData, TKey>
  rowsOf: (data: TData) => { total: number; rows: number }
  /** The list's "New" action. */
  create?: ReactNode
  /** The page a row opens. */
  opens?: LinkProps['to']
  /** The table of a page. */
  children: (data: TData, busy: boolean) => ReactNode
}) {
  const navigate = useNavigate({ from: current === '/discounts' ? '/discounts/' : '/discounts/templates/' })
  const update = useCallback<DiscountsUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const paged = usePagedList({
    options,
    page: search.page,
    count: search.count,
    total: (data) => rowsOf(data).total,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const { page: _page, ...view } = search
  const filtered = filtersApplied(view) > 0

  return (
    <BrowsePage
      opens={opens}
      unsupported={
        <Stack gap="md">
          <Title order={1}>{areaTitle(current)}</Title>
          <NoListFallback what={what}>
            <DiscountsHome />
          </NoListFallback>
        </Stack>
      }
      title={areaTitle(current)}
      noun={[what.replace(/s$/, ''), what]}
      paged={paged}
      filtered={filtered}
      isEmpty={!query.data || rowsOf(query.data).rows === 0}
      empty={{
        icon: IconDiscountOff,
        emptyText: 'None were created yet.',
        // Clearing replaces the view: filters left out of a merged one would stay.
        onClearFilters: () => void navigate({ search: { ...discountsSearchDefaults, count: search.count } }),
      }}
      actions={
        <>
          <DiscountsNav current={current} />
          {create}
        </>
      }
      tools={
        <>
          <DiscountFilters
            what={what}
            searchLabel={searchLabel}
            view={view}
            refreshing={query.isFetching && !query.isPending}
            update={update}
          />
        </>
      }
    >
      {query.data ? children(query.data, query.isFetching) : null}
    </BrowsePage>
  )
}
