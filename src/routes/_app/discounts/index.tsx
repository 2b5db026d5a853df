import { createFileRoute } from '@tanstack/react-router'
import { DiscountsHome } from '../../../features/discounts/DiscountsHome'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/discounts/')({
  head: () => pageHead('Discounts'),
  component: DiscountsHome,
})
