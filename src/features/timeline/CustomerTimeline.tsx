import { Notes } from './Notes'
import { Timeline } from './Timeline'

/**
 * A customer's notes and timeline. The activity log is read by the customer's e-mail (it has no customer filter): a
 * customer without one has no activity shown.
 */
export function CustomerTimeline({ userId, email }: { userId: number; email?: string | null }) {
  const scope = { kind: 'customer', userId, email: email || undefined } as const
  return (
    <>
      <Notes scope={scope} />
      <Timeline scope={scope} title="Timeline" />
    </>
  )
}
