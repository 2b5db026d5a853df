import { createFileRoute } from '@tanstack/react-router'
import { DiscountCodePage } from '../../../../features/discounts/DiscountCodePage'
import { InvalidCodeId } from '../../../../features/discounts/DiscountLookups'
import { codeIdSchema } from '../../../../features/discounts/ids'
import { discountQueries } from '../../../../features/discounts/queries'
import { pageHead } from '../../../../lib/pageHead'
import { idParam } from '../../../../lib/routeParams'

export const Route = createFileRoute('/_app/discounts/codes/$codeId')({
  params: idParam('codeId', codeIdSchema),
  head: ({ params }) => pageHead(`Discount code ${params.codeId}`),
  loader: ({ context: { queryClient }, params: { codeId } }) => {
    void queryClient.prefetchQuery(discountQueries.detail(codeId))
  },
  errorComponent: InvalidCodeId,
  component: DiscountCodeRoute,
})

function DiscountCodeRoute() {
  const { codeId } = Route.useParams()
  return <DiscountCodePage key={codeId} id={codeId} />
}
