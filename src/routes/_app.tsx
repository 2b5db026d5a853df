import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppLayout } from '../app/AppLayout'
import { getSession } from '../session/session'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getSession()) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    }
  },
  component: AppLayout,
})
