import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DiscountCodesList } from '../../../features/discounts/DiscountCodesList'
import { discountsSearchDefaults, discountsSearchSchema, toListInput } from '../../../features/discounts/listSearch'
import { discountQueries } from '../../../features/discounts/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/discounts/')({
  head: () => pageHead('Discount codes'),
  validateSearch: discountsSearchSchema,
  search: { middlewares: [stripSearchParams(discountsSearchDefaults)] },
  loaderDeps: ({ search }) => toListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(discountQueries.list(deps))
  },
  component: DiscountCodesRoute,
})

function DiscountCodesRoute() {
  return <DiscountCodesList search={Route.useSearch()} />
}
