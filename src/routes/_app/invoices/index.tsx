import { createFileRoute } from '@tanstack/react-router'
import { InvoicesHome } from '../../../features/invoices/InvoicesHome'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/invoices/')({
  head: () => pageHead('Invoices'),
  component: InvoicesHome,
})
