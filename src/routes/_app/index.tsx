import { createFileRoute, redirect } from '@tanstack/react-router'
import { landingPath, mayOpen, todayGroups } from '../../app/nav'
import { TodayPage } from '../../features/today/TodayPage'
import { pageHead } from '../../lib/pageHead'
import { getSession } from '../../session/session'

export const Route = createFileRoute('/_app/')({
  head: () => pageHead('Today'),
  // A role that reads none of the counted areas lands on the first area it may use instead.
  beforeLoad: () => {
    const session = getSession()
    if (!mayOpen(session, todayGroups)) throw redirect({ to: landingPath(session), replace: true })
  },
  component: TodayPage,
})
