import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { IconInfoCircle, IconLock } from '@tabler/icons-react'
import type { RuntimeConfig } from '../../session/config'
import { signIn } from '../../session/session'
import { demoApiKey } from '../../session/demo'
import { ErrorAlert } from '../../components/ErrorAlert'
import { safeRedirect } from '../../lib/redirect'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { whenIdle } from '../../lib/afterPaint'
import { checkSignIn, signInFields, type SignInFormValues, type SignInProblems } from './signInForm'
import { EnvironmentRadios } from './EnvironmentRadios'
import { AuthCard } from './AuthCard'
import { showCallFailure } from './callFailure'
import { checkKey, loadKeyCheck } from './keyCheck'

const reasons: Record<string, { color: string; text: string }> = {
  unauthorized: {
    color: 'orange',
    text: 'The service no longer accepts your API key, so you were signed out. Sign in again to go back to the page you were on.',
  },
  idle: { color: 'blue', text: 'You were signed out after a period without activity. Sign in again to continue.' },
  'signed-out': { color: 'blue', text: 'You are signed out. Your API key was forgotten by this browser tab.' },
  'password-reset': { color: 'teal', text: 'Your password was changed. Sign in to continue.' },
}

export function SignInPage({ redirect, reason }: { redirect?: string; reason?: string }) {
  const notice = reason ? reasons[reason] : undefined
  return (
    <AuthCard
      icon={IconLock}
      title="Sign in"
      intro="Merchant Billing Dashboard. Use an API key from your merchant account."
      width={440}
      notice={
        notice ? (
          <Alert color={notice.color} variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
            {notice.text}
          </Alert>
        ) : null
      }
    >
      {(config) => <SignInForm config={config} redirect={redirect} />}
    </AuthCard>
  )
}

/**
 * Environment and API key. The form's two fields are held here, not by the form library (the app's first page
 * loads none): as the other forms do, it checks on submit, shows each problem at its field and gives the first
 * the focus, sending nothing; once a submit has been tried, every change is checked again.
 */
function SignInForm({ config, redirect }: { config: RuntimeConfig; redirect?: string }) {
  const { environments } = config
  const navigate = useNavigate()
  // Where signing in goes.
  const target = safeRedirect(redirect, '/products')
  // The key's check's code, while the key is typed (the page itself does not need it). A failure is retried on submit.
  useEffect(() => whenIdle(() => void loadKeyCheck().catch(() => undefined)), [])
  const [failure, setFailure] = useState<unknown>(null)
  const [values, setValues] = useState<SignInFormValues>({ environmentId: environments[0]!.id, apiKey: '' })
  const [problems, setProblems] = useState<SignInProblems>({})
  const [tried, setTried] = useState(false)
  const keyInput = useRef<HTMLInputElement>(null)
  // Demo environments need no key.
  const keyless = useMemo(() => environments.filter((e) => e.demo).map((e) => e.id), [environments])
  const problemsOf = (next: SignInFormValues) => {
    const checked = checkSignIn(next, keyless)
    return 'problems' in checked ? checked.problems : {}
  }
  const change = (patch: Partial<SignInFormValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    if (tried) setProblems(problemsOf(next))
  }
  const chosen = environments.find((e) => e.id === values.environmentId)

  const [submit, running] = useSubmitOnce(async ({ environmentId, apiKey: typedKey }: SignInFormValues) => {
    setFailure(null)
    const environment = environments.find((e) => e.id === environmentId)!
    const apiKey = environment.demo ? await demoApiKey() : typedKey
    try {
      // A real call proves the key works before anything is kept.
      await checkKey(environment, apiKey, config.requestTimeoutSeconds * 1000)
    } catch (error) {
      showCallFailure(
        error,
        environment,
        (message) => {
          setProblems({ apiKey: message })
          keyInput.current?.focus()
        },
        setFailure,
      )
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
    event.preventDefault()
    setTried(true)
    const checked = checkSignIn(values, keyless)
    if ('values' in checked) {
      setProblems({})
      void submit(checked.values)
      return
    }
    setProblems(checked.problems)
    const first = signInFields.find((name) => checked.problems[name])
    const named = first ? event.currentTarget.elements.namedItem(first) : null
    const field = named instanceof RadioNodeList ? named[0] : named
    if (field instanceof HTMLElement) field.focus()
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EnvironmentRadios
          environments={environments}
          value={values.environmentId}
          onChange={(environmentId) => change({ environmentId })}
          error={problems.environmentId}
        />
        {chosen?.demo ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            No key needed: the demo runs in your browser with sample data, and starts over when you reload.
          </Alert>
        ) : (
          <PasswordInput
            label="API key"
            autoComplete="off"
            withAsterisk
            error={problems.apiKey}
            // PasswordInput does not mark its inner input invalid by itself.
            aria-invalid={problems.apiKey ? true : undefined}
            description="Kept in this browser tab only, and forgotten when you sign out or close it."
            name="apiKey"
            ref={keyInput}
            value={values.apiKey}
            onChange={(event) => change({ apiKey: event.currentTarget.value })}
          />
        )}
        {failure ? <ErrorAlert error={failure} title="Could not sign in" /> : null}
        <Button type="submit" loading={running} fullWidth>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/password-forgotten" inherit>
            Forgot your password?
          </Anchor>
        </Text>
      </Stack>
    </Box>
  )
}
