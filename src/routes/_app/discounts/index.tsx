import { createFileRoute } from '@tanstack/react-router'
import { DiscountsHome } from '../../../features/discounts/DiscountsHome'

export const Route = createFileRoute('/_app/discounts/')({
  component: DiscountsHome,
})
