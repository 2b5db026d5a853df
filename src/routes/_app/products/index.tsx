import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { productsSearchDefaults, productsSearchSchema, toListInput } from '../../../features/products/listSearch'
import { ProductsList } from '../../../features/products/ProductsList'
import { productQueries } from '../../../features/products/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/products/')({
  head: () => pageHead('Products'),
  validateSearch: productsSearchSchema,
  search: { middlewares: [stripSearchParams(productsSearchDefaults)] },
  loaderDeps: ({ search }) => toListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productQueries.list(deps))
  },
  component: ProductsRoute,
})

function ProductsRoute() {
  return <ProductsList search={Route.useSearch()} />
}
