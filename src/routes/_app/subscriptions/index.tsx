import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '../../../lib/pageHead'

/** Subscriptions have one page: renewal. */
export const Route = createFileRoute('/_app/subscriptions/')({
  head: () => pageHead('Subscriptions'),
  beforeLoad: () => {
    throw redirect({ to: '/subscriptions/renew', replace: true })
  },
})
