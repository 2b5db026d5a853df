import { createFileRoute, redirect } from '@tanstack/react-router'

/** Subscriptions have one page: renewal. */
export const Route = createFileRoute('/_app/subscriptions/')({
  beforeLoad: () => {
    throw redirect({ to: '/subscriptions/renew', replace: true })
  },
})
