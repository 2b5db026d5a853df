import { createFileRoute } from '@tanstack/react-router'
import { ProductCreateForm } from '../../../features/products/ProductCreateForm'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/products/new')({
  head: () => pageHead('New product'),
  component: ProductCreateForm,
})
