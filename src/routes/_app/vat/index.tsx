import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/vat/')({
  beforeLoad: () => {
    throw redirect({ to: '/vat/validate', replace: true })
  },
})
