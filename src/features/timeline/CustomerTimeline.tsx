import { Notes } from './Notes'
import { Timeline } from './Timeline'
import { customerScope } from './queries'

/**
 * A customer's notes and timeline. The activity log is read by the customer's e-mail (it has no customer filter): a
 * customer without one has no activity shown.
 */
export function CustomerTimeline({ userId, email }: { userId: number; email?: string | null }) {
  const scope = customerScope(userId, email)
  return (
    <>
      <Notes scope={scope} />
      <Timeline scope={scope} title="Timeline" />
    </>
  )
}
