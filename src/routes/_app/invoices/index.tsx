import { createFileRoute } from '@tanstack/react-router'
import { InvoicesHome } from '../../../features/invoices/InvoicesHome'

export const Route = createFileRoute('/_app/invoices/')({
  component: InvoicesHome,
})
