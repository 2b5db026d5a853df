import { createFileRoute } from '@tanstack/react-router'
import { VatLayout } from '../../../features/vat/VatLayout'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/vat')({
  head: () => pageHead('VAT'),
  component: VatLayout,
})
