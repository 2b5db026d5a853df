import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/plans/')({
  head: () => pageHead('Plans'),
  beforeLoad: () => {
    throw redirect({ to: '/plans/activate', replace: true })
  },
})
