import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/metrics/')({
  head: () => pageHead('Metrics'),
  beforeLoad: () => {
    throw redirect({ to: '/metrics/delete', replace: true })
  },
})
