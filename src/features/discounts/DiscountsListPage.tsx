import { useCallback, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { Stack, Title } from '@mantine/core'
import { IconDiscountOff } from '@tabler/icons-react'
import { isUnsupported } from '../../api/errors'
import { ListEmptyState } from '../../components/ListEmptyState'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { ListPagination } from '../../components/ListPagination'
import { usePagedList } from '../../lib/usePagedList'
import { DiscountFilters, type DiscountsUpdate } from './DiscountFilters'
import { areaTitle, type AreaPage } from './areaPages'
import { DiscountsArea } from './DiscountsArea'
import { DiscountsHome } from './DiscountsHome'
import type { DiscountsSearch } from './listSearch'

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
  children,
}: {
  current: AreaPage
  /** What the list holds, in the plural: "discount codes". */
  what: string
  searchLabel: string
  search: DiscountsSearch
  options: (page: number) => UseQueryOptions<TData, Error, TData, TKey>
  rowsOf: (data: TData) => { total: number; rows: number }
  /** The table of a page. */
  children: (data: TData, busy: boolean) => ReactNode
}) {
  const navigate = useNavigate({ from: current === '/discounts' ? '/discounts/' : '/discounts/templates/' })
  const { query, total, pages } = usePagedList({
    options,
    page: search.page,
    count: search.count,
    total: (data) => rowsOf(data).total,
  })
  const update = useCallback<DiscountsUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const { page, ...view } = search
  const filtered =
    [view.status, view.discountType, view.billingType, view.currency].some((value) => value !== undefined) || view.search !== ''

  if (isUnsupported(query.error)) {
    return (
      <Stack gap="md">
        <Title order={1}>{areaTitle(current)}</Title>
        <NoListFallback what={what}>
          <DiscountsHome />
        </NoListFallback>
      </Stack>
    )
  }
  const noun = what.replace(/s$/, '')
  return (
    <DiscountsArea current={current} count={query.data ? `${total.toLocaleString()} ${total === 1 ? noun : what}` : null}>
      <DiscountFilters
        what={what}
        searchLabel={searchLabel}
        view={view}
        refreshing={query.isFetching && !query.isPending}
        update={update}
      />
      <ListBody
        query={query}
        what={what}
        isEmpty={!query.data || rowsOf(query.data).rows === 0}
        empty={
          <ListEmptyState
            icon={IconDiscountOff}
            what={what}
            total={total}
            filtered={filtered}
            none="None were created yet."
            onFirstPage={() => update({ page: 0 })}
          />
        }
      >
        {query.data ? children(query.data, query.isFetching) : null}
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={page} pages={pages} onPage={(next) => update({ page: next })} /> : null}
    </DiscountsArea>
  )
}
