import { createFileRoute } from '@tanstack/react-router'
import { VatNumberCheck } from '../../../features/vat/VatNumberCheck'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/vat/validate')({
  head: () => pageHead('VAT number check'),
  component: VatNumberCheck,
})
