import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/plans/')({
  beforeLoad: () => {
    throw redirect({ to: '/plans/activate', replace: true })
  },
})
