import { createFileRoute } from '@tanstack/react-router'
import { UsersLookup } from '../../../features/users/UsersLookup'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/users/')({
  head: () => pageHead('Customers'),
  component: UsersLookup,
})
