import { createFileRoute, redirect } from '@tanstack/react-router'
import { landingPath } from '../../app/nav'
import { getSession } from '../../session/session'

export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    throw redirect({ to: landingPath(getSession()), replace: true })
  },
})
