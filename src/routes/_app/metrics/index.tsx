import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/metrics/')({
  beforeLoad: () => {
    throw redirect({ to: '/metrics/delete', replace: true })
  },
})
