import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useNavigate } from '@tanstack/react-router'
import { Box, Button, Checkbox, PasswordInput, Radio, Stack, TextInput } from '@mantine/core'
import { IconKey } from '@tabler/icons-react'
import { createClient } from '../../api/client'
import { minPasswordLength } from '../../api/contract/auth'
import type { Environment } from '../../session/config'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BackLink } from '../../components/PageParts'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  passwordForgottenDefaults,
  passwordForgottenFormSchema,
  toPasswordRequest,
  type PasswordForgottenOutput,
  type PasswordForgottenValues,
} from './passwordForgottenForm'
import { EnvironmentChoice } from './EnvironmentChoice'
import { AuthCard } from './AuthCard'
import { useContractForm } from '../../lib/useContractForm'
import { showCallFailure } from './callFailure'

/** Set a new password with the code received by e-mail (4.19) or an authenticator code (4.20). Public. */
export function PasswordForgottenPage() {
  return (
    <AuthCard
      icon={IconKey}
      title="Reset your password"
      intro="Set a new password for your merchant member account, proving who you are with the code we e-mailed you or with your authenticator app."
      width={520}
      above={<BackLink to="/sign-in">Back to sign-in</BackLink>}
    >
      {(config) => <PasswordForgottenForm environments={config.environments} />}
    </AuthCard>
  )
}

function PasswordForgottenForm({ environments }: { environments: Environment[] }) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const [showPasswords, setShowPasswords] = useState(false)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
    bind,
  } = useContractForm<PasswordForgottenValues, PasswordForgottenOutput>(passwordForgottenFormSchema, {
    defaultValues: passwordForgottenDefaults(environments[0]!.id),
  })
  const method = useWatch({ control, name: 'method' })

  const [submit, pending] = useSubmitOnce(async (values: PasswordForgottenOutput) => {
    setFailure(null)
    const environment = environments.find((candidate) => candidate.id === values.environmentId)!
    const client = createClient({ baseUrl: environment.baseUrl, apiKey: values.apiKey })
    const request = toPasswordRequest(values)
    try {
      await (request.method === 'otp'
        ? client.call(request.endpoint, request.input)
        : client.call(request.endpoint, request.input))
    } catch (error) {
      showCallFailure(error, environment, (message) => setError('apiKey', { message }, { shouldFocus: true }), setFailure)
      return
    }
    await navigate({ to: '/sign-in', search: { reason: 'password-reset' } })
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        <EnvironmentChoice control={control} environments={environments} />
        <PasswordInput
          label="API key"
          autoComplete="off"
          withAsterisk
          description="The service takes these calls only with an API key of your merchant account, as it does every call. It is used for this request only and not kept."
          error={errors.apiKey?.message}
          aria-invalid={errors.apiKey ? true : undefined}
          {...register('apiKey')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          withAsterisk
          description="The e-mail address of your member account."
          {...bind('email')}
        />
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <Radio.Group {...field} label="How do you want to prove it is you?" withAsterisk>
              <Stack gap="xs" mt="xs">
                <Radio value="otp" label="With the code sent to my e-mail" />
                <Radio value="totp" label="With a code from my authenticator app" />
              </Stack>
            </Radio.Group>
          )}
        />
        {method === 'totp' ? (
          <TextInput
            key="totp"
            label="Authenticator code"
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            description="The 6-digit code your authenticator app shows now."
            {...bind('totpCode')}
          />
        ) : (
          <TextInput
            key="otp"
            label="Code from the e-mail"
            withAsterisk
            autoComplete="one-time-code"
            description="The latest verification code sent to this address. A used code stops working."
            {...bind('verificationCode')}
          />
        )}
        <PasswordInput
          label="New password"
          withAsterisk
          autoComplete="new-password"
          description={`At least ${minPasswordLength} characters.`}
          visible={showPasswords}
          onVisibilityChange={setShowPasswords}
          error={errors.newPassword?.message}
          aria-invalid={errors.newPassword ? true : undefined}
          {...register('newPassword')}
        />
        <PasswordInput
          label="New password again"
          withAsterisk
          autoComplete="new-password"
          visible={showPasswords}
          onVisibilityChange={setShowPasswords}
          error={errors.confirmPassword?.message}
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...register('confirmPassword')}
        />
        <Checkbox
          label="Show the new passwords"
          checked={showPasswords}
          onChange={(event) => setShowPasswords(event.currentTarget.checked)}
        />
        {failure ? <ErrorAlert error={failure} title="The password was not changed" /> : null}
        <Button type="submit" loading={pending} fullWidth>
          Set the new password
        </Button>
      </Stack>
    </Box>
  )
}
