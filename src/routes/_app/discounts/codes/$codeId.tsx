import { createFileRoute } from '@tanstack/react-router'
import { DiscountCodePage } from '../../../../features/discounts/DiscountCodePage'

export const Route = createFileRoute('/_app/discounts/codes/$codeId')({
  component: DiscountCodeRoute,
})

function DiscountCodeRoute() {
  return <DiscountCodePage idText={Route.useParams().codeId} />
}
