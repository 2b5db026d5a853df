import { createFileRoute } from '@tanstack/react-router'
import { VatLayout } from '../../../features/vat/VatLayout'

export const Route = createFileRoute('/_app/vat')({
  component: VatLayout,
})
