import { useState, useSyncExternalStore } from 'react'
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core'
import { isMemberSession, pendingRenewal, renewSession, subscribeSession } from '../../session/session'
import { sessionMemberOf, useSession } from '../../session/permissions'
import { CodeSignIn, PasswordSignIn, type OnSignedIn } from './MemberSignInForms'

/** The code of the service's "Your permission has changed. Please reLogin." */
const PERMISSIONS_CHANGED = 62

/**
 * Signing in again over the page, when the service ended the member's session (61: idle too long or signed out
 * elsewhere; 62: permissions changed). The page stays as it was underneath, with its filters and what was typed;
 * the calls the service refused wait, and go out once the member has signed in again, each once. Only the member
 * of the session may sign in here; anyone else signs out first.
 */
export function ReauthDialog({ onSignOut }: { onSignOut: () => void }) {
  const session = useSession()
  const refusal = useSyncExternalStore(subscribeSession, pendingRenewal)
  const [method, setMethod] = useState<'password' | 'code'>('password')
  if (!isMemberSession(session)) return null
  const { environment, member, settings } = session

  const renew: OnSignedIn = ({ token, member: signedIn }) => {
    setMethod('password')
    renewSession(token, sessionMemberOf(signedIn))
  }
  const props = {
    environment,
    timeoutMs: settings.requestTimeoutSeconds * 1000,
    fixedEmail: member.email,
    onSignedIn: renew,
  }
  const reason =
    refusal?.code === PERMISSIONS_CHANGED
      ? 'Your permissions changed, so the service asks you to sign in again.'
      : `The service ended your session (${refusal?.message ?? 'invalid token'}): it ends after a while without use, or when you sign out elsewhere.`

  return (
    <Modal
      opened={refusal !== null}
      onClose={() => {}}
      title="Sign in again to continue"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      // Above any dialog that was open when the session ended.
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">
          {reason} Everything on this page is kept: once you are signed in, what you were doing goes on, and a change you sent is
          sent once.
        </Text>
        {method === 'password' ? (
          <PasswordSignIn
            {...props}
            footer={
              <Text size="sm" ta="center">
                <Anchor component="button" type="button" onClick={() => setMethod('code')} inherit>
                  E-mail me a sign-in code instead
                </Anchor>
              </Text>
            }
          />
        ) : (
          <CodeSignIn
            {...props}
            footer={
              <Text size="sm" ta="center">
                <Anchor component="button" type="button" onClick={() => setMethod('password')} inherit>
                  Sign in with your password instead
                </Anchor>
              </Text>
            }
          />
        )}
        <Button variant="default" onClick={onSignOut}>
          Sign out instead
        </Button>
      </Stack>
    </Modal>
  )
}
