import { createFileRoute } from '@tanstack/react-router'
import { ProductCreateForm } from '../../../features/products/ProductCreateForm'

export const Route = createFileRoute('/_app/products/new')({
  component: ProductCreateForm,
})
