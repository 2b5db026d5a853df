import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '../features/auth/SignInPage'
import { pageHead } from '../lib/pageHead'
import { runtimeConfigQuery } from '../features/auth/queries'
import { signInSearchSchema } from '../features/auth/signInSearch'

export const Route = createFileRoute('/sign-in')({
  head: () => pageHead('Sign in'),
  validateSearch: signInSearchSchema,
  // The environments are asked for now, not once the page's code has loaded.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(runtimeConfigQuery)
  },
  component: SignInRoute,
})

function SignInRoute() {
  const search = Route.useSearch()
  return <SignInPage redirect={search.redirect} reason={search.reason} method={search.method} />
}
