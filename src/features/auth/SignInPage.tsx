import { useMemo, useState, type FormEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { IconInfoCircle, IconLock } from '@tabler/icons-react'
import type { RuntimeConfig } from '../../session/config'
import { signIn } from '../../session/session'
import { demoApiKey } from '../../session/demo'
import { ErrorAlert } from '../../components/ErrorAlert'
import { safeRedirect } from '../../lib/redirect'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useContractForm } from '../../lib/useContractForm'
import { signInFormSchema, type SignInFormOutput, type SignInFormValues } from './signInForm'
import { EnvironmentChoice } from './EnvironmentChoice'
import { AuthCard } from './AuthCard'
import { showCallFailure } from './callFailure'
import { checkKey } from './keyCheck'

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
 * Environment and API key, checked by the form's schema as every form is: on submit, each problem at its field and the
 * first one focused, nothing sent; once a submit has been tried, every change is checked again.
 */
function SignInForm({ config, redirect }: { config: RuntimeConfig; redirect?: string }) {
  const { environments } = config
  const navigate = useNavigate()
  // Where signing in goes.
  const target = safeRedirect(redirect, '/products')
  const [failure, setFailure] = useState<unknown>(null)
  // Demo environments need no key.
  const schema = useMemo(() => signInFormSchema(environments.filter((e) => e.demo).map((e) => e.id)), [environments])
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm<SignInFormValues, SignInFormOutput>(schema, {
    defaultValues: { environmentId: environments[0]!.id, apiKey: '' },
  })
  const environmentId = useWatch({ control, name: 'environmentId' })
  const chosen = environments.find((e) => e.id === environmentId)

  const [submit, running] = useSubmitOnce(async ({ environmentId, apiKey: typedKey = '' }: SignInFormOutput) => {
    setFailure(null)
    const environment = environments.find((e) => e.id === environmentId)!
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EnvironmentChoice control={control} environments={environments} />
        {chosen?.demo ? (
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
            // Not part of the form while a demo, which takes no key, is chosen.
            {...register('apiKey', { shouldUnregister: true })}
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
