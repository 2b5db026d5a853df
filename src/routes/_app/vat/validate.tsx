import { createFileRoute } from '@tanstack/react-router'
import { VatNumberCheck } from '../../../features/vat/VatNumberCheck'

export const Route = createFileRoute('/_app/vat/validate')({
  head: () => ({ meta: [{ title: 'VAT number check · Merchant Billing Dashboard' }] }),
  component: VatNumberCheck,
})
