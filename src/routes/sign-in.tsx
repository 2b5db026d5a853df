import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignInPage } from '../features/auth/SignInPage'
import { pageHead } from '../lib/pageHead'
import { runtimeConfigQuery } from '../features/auth/queries'
import { lazySchema } from '../api/contract/core'

const searchSchema = lazySchema(() =>
  z.object({
    redirect: z.string().optional().catch(undefined),
    reason: z.enum(['unauthorized', 'idle', 'signed-out', 'password-reset']).optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/sign-in')({
  head: () => pageHead('Sign in'),
  validateSearch: searchSchema,
  // The environments are asked for now, not once the page's code has loaded.
  loader: ({ context }) => void context.queryClient.prefetchQuery(runtimeConfigQuery),
  component: SignInRoute,
})

function SignInRoute() {
  const search = Route.useSearch()
  return <SignInPage redirect={search.redirect} reason={search.reason} />
}
