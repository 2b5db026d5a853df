import { createFileRoute } from '@tanstack/react-router'
import { UsersLookup } from '../../../features/users/UsersLookup'

export const Route = createFileRoute('/_app/users/')({
  component: UsersLookup,
})
