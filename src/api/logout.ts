import { getActiveClient } from './client'
import { memberLogout } from './contract/extensions/memberSession'
import { isApiError } from './errors'
import { getSession, isMemberSession } from '../session/session'

/** How long signing out waits for the service before it ends the session in this tab alone. */
const LOGOUT_TIMEOUT_MS = 5_000

/**
 * Ends a member's session at the service (`member/logout`, member-sign-in.md §6.4) before the tab forgets it.
 * `ended` when the service ended it, or had already (61); `unconfirmed` when it could not be asked, and the session
 * then lapses there by itself; `none` for an API key, which has no session.
 */
export async function endSessionAtService(): Promise<'ended' | 'unconfirmed' | 'none'> {
  const client = getActiveClient()
  if (!isMemberSession(getSession()) || !client) return 'none'
  try {
    await client.call(memberLogout, {}, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS), reauthenticate: false })
    return 'ended'
  } catch (error) {
    return isApiError(error) && error.kind === 'unauthorized' ? 'ended' : 'unconfirmed'
  }
}
