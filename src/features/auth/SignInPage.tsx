import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { IconInfoCircle, IconLock } from '@tabler/icons-react'
import type { Environment, RuntimeConfig } from '../../session/config'
import { signIn } from '../../session/session'
import { sessionMemberOf } from '../../session/permissions'
import { demoApiKey } from '../../session/demo'
import { ErrorAlert } from '../../components/ErrorAlert'
import { safeRedirect } from '../../lib/redirect'
import { usePageCodeAhead } from '../../lib/pageCode'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useContractForm } from '../../lib/useContractForm'
import { keySignInSchema, type KeySignInOutput, type KeySignInValues } from './signInForm'
import type { SignInMethod, SignInSearch } from './signInSearch'
import { EnvironmentRadios } from './EnvironmentRadios'
import { AuthCard } from './AuthCard'
import { showCallFailure } from './callFailure'
import { checkKey } from './keyCheck'
import { CodeSignIn, PasswordSignIn, type OnSignedIn } from './MemberSignInForms'

const reasons: Record<NonNullable<SignInSearch['reason']>, { color: string; text: string }> = {
  unauthorized: {
    color: 'orange',
    text: 'The service no longer accepts your API key, so you were signed out. Sign in again to go back to the page you were on.',
  },
  idle: { color: 'blue', text: 'You were signed out after a period without activity. Sign in again to continue.' },
  'signed-out': { color: 'blue', text: 'You are signed out. Your session was ended and forgotten by this browser tab.' },
  'signed-out-here': {
    color: 'orange',
    text: 'You are signed out in this tab, but the service could not be reached to end your session there: it ends by itself after a while without use.',
  },
  'password-reset': { color: 'teal', text: 'Your password was changed. Sign in to continue.' },
}

const intros: Record<SignInMethod, string> = {
  password: 'Merchant Billing Dashboard. Sign in as yourself, with your e-mail and password.',
  code: 'Merchant Billing Dashboard. Sign in with a code we send to your e-mail.',
  key: 'Merchant Billing Dashboard. Sign in with an API key of your merchant account, for developers and scripts.',
}

export function SignInPage({ redirect, reason, method = 'password' }: SignInSearch) {
  const notice = reason ? reasons[reason] : undefined
  return (
    <AuthCard
      icon={IconLock}
      title="Sign in"
      intro={intros[method]}
      width={440}
      notice={
        notice ? (
          <Alert color={notice.color} variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
            {notice.text}
          </Alert>
        ) : null
      }
    >
      {(config) => <SignInForms config={config} redirect={redirect} reason={reason} method={method} />}
    </AuthCard>
  )
}

/** A link to another way of signing in, keeping where to go afterwards. */
function MethodLink({ to, search, children }: { to: SignInMethod; search: SignInSearch; children: string }) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/sign-in" search={{ ...search, method: to === 'password' ? undefined : to }} />}
      inherit
    >
      {children}
    </Anchor>
  )
}

/** The environment, then the chosen way's form, then the other ways. */
function SignInForms({
  config,
  redirect,
  reason,
  method,
}: {
  config: RuntimeConfig
  redirect?: string
  reason?: SignInSearch['reason']
  method: SignInMethod
}) {
  const { environments } = config
  const navigate = useNavigate()
  const [environmentId, setEnvironmentId] = useState(environments[0]!.id)
  const environment = environments.find((candidate) => candidate.id === environmentId) ?? environments[0]!
  const timeoutMs = config.requestTimeoutSeconds * 1000
  const settings = { idleTimeoutMinutes: config.idleTimeoutMinutes, requestTimeoutSeconds: config.requestTimeoutSeconds }
  // Where signing in goes: back where the person was, else the first area they may use.
  const target = safeRedirect(redirect, '/')
  const search = { redirect, reason }
  // While the person types, the page they go to next loads its code: signing in then waits only for its data.
  usePageCodeAhead(target)

  const onSignedIn: OnSignedIn = async ({ token, member }) => {
    signIn({ environment, token, member: sessionMemberOf(member), settings })
    await navigate({ href: target, replace: true })
  }

  const others = (
    <Stack gap={4} align="center">
      {method !== 'password' ? (
        <Text size="sm">
          <MethodLink to="password" search={search}>
            Sign in with your password
          </MethodLink>
        </Text>
      ) : null}
      {method !== 'code' ? (
        <Text size="sm">
          <MethodLink to="code" search={search}>
            E-mail me a sign-in code
          </MethodLink>
        </Text>
      ) : null}
      {method !== 'key' ? (
        <Text size="sm">
          <MethodLink to="key" search={search}>
            Use an API key instead
          </MethodLink>
        </Text>
      ) : null}
      <Text size="sm">
        <Anchor component={Link} to="/password-forgotten" inherit>
          Forgot your password?
        </Anchor>
      </Text>
    </Stack>
  )

  return (
    <Stack gap="md">
      <EnvironmentRadios environments={environments} value={environmentId} onChange={setEnvironmentId} />
      {/* The in-browser demo has no members: it opens with no key. */}
      {method === 'key' || environment.demo ? (
        <KeySignIn key={environment.id} environment={environment} config={config} target={target} footer={others} />
      ) : method === 'code' ? (
        <CodeSignIn
          key={environment.id}
          environment={environment}
          timeoutMs={timeoutMs}
          onSignedIn={onSignedIn}
          footer={others}
        />
      ) : (
        <PasswordSignIn
          key={environment.id}
          environment={environment}
          timeoutMs={timeoutMs}
          onSignedIn={onSignedIn}
          footer={others}
        />
      )}
    </Stack>
  )
}

/**
 * An API key, checked by the contract's schema on submit (each problem at its field, the field focused, nothing
 * sent), then by a real call before anything is kept. The demo, which runs in the browser, takes none.
 */
function KeySignIn({
  environment,
  config,
  target,
  footer,
}: {
  environment: Environment
  config: RuntimeConfig
  target: string
  footer: React.ReactNode
}) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm<KeySignInValues, KeySignInOutput>(keySignInSchema, { defaultValues: { apiKey: '' } })

  const [submit, running] = useSubmitOnce(async (typedKey: string) => {
    setFailure(null)
    const apiKey = environment.demo ? await demoApiKey() : typedKey
    try {
      // A real call proves the key works before anything is kept.
      await checkKey(environment, apiKey, config.requestTimeoutSeconds * 1000)
    } catch (error) {
      showCallFailure(error, environment, (message) => setError('apiKey', { message }, { shouldFocus: true }), setFailure)
      return
    }
    signIn({
      environment,
      apiKey,
      settings: { idleTimeoutMinutes: config.idleTimeoutMinutes, requestTimeoutSeconds: config.requestTimeoutSeconds },
    })
    await navigate({ href: target, replace: true })
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (environment.demo) {
      event.preventDefault()
      void submit('')
    } else void handleSubmit(({ apiKey }) => submit(apiKey))(event)
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Developer sign-in">
      <Stack gap="md">
        {environment.demo ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            No key needed: the demo runs in your browser with sample data, and starts over when you reload.
          </Alert>
        ) : (
          <PasswordInput
            label="API key"
            autoComplete="off"
            withAsterisk
            error={errors.apiKey?.message}
            // PasswordInput does not mark its inner input invalid by itself.
            aria-invalid={errors.apiKey ? true : undefined}
            description="Kept in this browser tab only, and forgotten when you sign out or close it."
            {...register('apiKey')}
          />
        )}
        {failure ? <ErrorAlert error={failure} title="Could not sign in" /> : null}
        <Button type="submit" loading={running} fullWidth>
          Sign in
        </Button>
        {footer}
      </Stack>
    </Box>
  )
}
