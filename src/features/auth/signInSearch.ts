const reasons = ['unauthorized', 'idle', 'signed-out', 'password-reset'] as const

export interface SignInSearch {
  /** Where to go once signed in. */
  redirect?: string
  /** Why the person is here (signed out, or after a password reset). */
  reason?: (typeof reasons)[number]
}

/**
 * The sign-in page's search params; anything else is dropped, a bad value read as none. Read without a schema:
 * the page then builds none before its field is drawn (src/session/read.ts).
 */
export function readSignInSearch(search: Record<string, unknown>): SignInSearch {
  const { redirect, reason } = search
  return {
    redirect: typeof redirect === 'string' ? redirect : undefined,
    reason: reasons.find((known) => known === reason),
  }
}
