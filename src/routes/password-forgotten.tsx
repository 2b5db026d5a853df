import { createFileRoute } from '@tanstack/react-router'
import { PasswordForgottenPage } from '../features/auth/PasswordForgottenPage'
import { pageHead } from '../lib/pageHead'
import { runtimeConfigQuery } from '../features/auth/queries'

export const Route = createFileRoute('/password-forgotten')({
  head: () => pageHead('Reset your password'),
  // The environments are asked for now, not once the page's code has loaded.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(runtimeConfigQuery)
  },
  component: PasswordForgottenPage,
})
