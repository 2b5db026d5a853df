import { useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { Alert, Box, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { IconInfoCircle, IconMail } from '@tabler/icons-react'
import { memberLogin, memberLoginOtp, memberLoginOtpVerify } from '../../api/contract/extensions/memberSession'
import type { MerchantMember } from '../../api/contract/members'
import type { Environment } from '../../session/config'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useContractForm } from '../../lib/useContractForm'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  codeRequestSchema,
  codeStepSchema,
  isTwoFactorNeeded,
  passwordStepSchema,
  signedIn,
  signInClient,
  totpStepSchema,
  type CodeRequestOutput,
  type CodeRequestValues,
  type CodeStepOutput,
  type CodeStepValues,
  type PasswordStepOutput,
  type PasswordStepValues,
  type TotpStepOutput,
  type TotpStepValues,
} from './memberSignIn'

/** What a member's sign-in gives the page that asked for it. */
export type OnSignedIn = (session: { token: string; member: MerchantMember }) => void | Promise<void>

interface MemberFormProps {
  environment: Environment
  timeoutMs: number
  /** The e-mail is given (signing in again as the member of the session): shown, not asked for. */
  fixedEmail?: string
  onSignedIn: OnSignedIn
  /** Under the form's button: the other ways to sign in. */
  footer?: ReactNode
}

/**
 * E-mail and password; then, when the service asks for it (code 49, "2FA Code Needed"), the authenticator's code,
 * sent with the same e-mail and password again. The password lives in the form until the sign-in ends, and nowhere
 * else.
 */
/**
 * The member's e-mail, as the browser's password manager knows it (the user name); read-only when the sign-in is for
 * a given member (signing in again over the page).
 */
function MemberEmailField({ fixedEmail, ...field }: { fixedEmail?: string } & ComponentProps<typeof TextInput>) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      autoComplete="username"
      withAsterisk={!fixedEmail}
      readOnly={Boolean(fixedEmail)}
      {...field}
    />
  )
}

export function PasswordSignIn({ environment, timeoutMs, fixedEmail, onSignedIn, footer }: MemberFormProps) {
  const [failure, setFailure] = useState<unknown>(null)
  /** The e-mail and password waiting for the two-factor code; cleared as soon as that step ends. */
  const pending = useRef<PasswordStepOutput | null>(null)
  /** The e-mail the two-factor code is asked for, while it is. */
  const [askingCode, setAskingCode] = useState<string | null>(null)
  const credentials = useContractForm<PasswordStepValues, PasswordStepOutput>(passwordStepSchema, {
    defaultValues: { email: fixedEmail ?? '', password: '' },
  })
  const second = useContractForm<TotpStepValues, TotpStepOutput>(totpStepSchema, { defaultValues: { totpCode: '' } })

  const finish = async (input: PasswordStepOutput & { totpCode?: string }) => {
    const answer = await signInClient(environment, timeoutMs).call(memberLogin, input)
    const session = signedIn(answer)
    pending.current = null
    credentials.reset({ email: input.email, password: '' })
    await onSignedIn(session)
  }

  const [submitPassword, signingIn] = useSubmitOnce(async (values: PasswordStepOutput) => {
    setFailure(null)
    try {
      await finish(values)
    } catch (error) {
      if (isTwoFactorNeeded(error)) {
        pending.current = values
        second.reset({ totpCode: '' })
        setAskingCode(values.email)
        return
      }
      // A refused password is not kept in the field.
      credentials.resetField('password')
      credentials.setFocus('password')
      setFailure(error)
    }
  })

  const [submitCode, verifying] = useSubmitOnce(async ({ totpCode }: TotpStepOutput) => {
    setFailure(null)
    if (!pending.current) return
    try {
      await finish({ ...pending.current, totpCode })
    } catch (error) {
      second.setFocus('totpCode')
      setFailure(error)
    }
  })

  const back = () => {
    pending.current = null
    credentials.resetField('password')
    setFailure(null)
    setAskingCode(null)
  }

  if (askingCode !== null) {
    return (
      <Box
        component="form"
        onSubmit={(event) => void second.handleSubmit(submitCode)(event)}
        noValidate
        aria-label="Two-factor code"
      >
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
            Two-factor authentication is on for {askingCode}: enter the code your authenticator app shows now.
          </Alert>
          <TextInput
            label="Two-factor code"
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            autoFocus
            {...second.bind('totpCode')}
          />
          {failure ? <ErrorAlert error={failure} title="Could not sign in" /> : null}
          <Button type="submit" loading={verifying} fullWidth>
            Verify and sign in
          </Button>
          <Button variant="subtle" onClick={back}>
            Back
          </Button>
        </Stack>
      </Box>
    )
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => void credentials.handleSubmit(submitPassword)(event)}
      noValidate
      aria-label="Sign in with your password"
    >
      <Stack gap="md">
        <MemberEmailField fixedEmail={fixedEmail} {...credentials.bind('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          data-autofocus={fixedEmail ? true : undefined}
          error={credentials.formState.errors.password?.message}
          // PasswordInput does not mark its inner input invalid by itself.
          aria-invalid={credentials.formState.errors.password ? true : undefined}
          {...credentials.register('password')}
        />
        {failure ? <ErrorAlert error={failure} title="Could not sign in" /> : null}
        <Button type="submit" loading={signingIn} fullWidth>
          Sign in
        </Button>
        {footer}
      </Stack>
    </Box>
  )
}

/**
 * A code sent by e-mail (§4): the e-mail first, then the code, which works for 3 minutes. The service refuses a second
 * code within 10 seconds, and a member with two-factor on (they sign in with the password and the code).
 */
export function CodeSignIn({ environment, timeoutMs, fixedEmail, onSignedIn, footer }: MemberFormProps) {
  const [failure, setFailure] = useState<unknown>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const request = useContractForm<CodeRequestValues, CodeRequestOutput>(codeRequestSchema, {
    defaultValues: { email: fixedEmail ?? '' },
  })
  const verify = useContractForm<CodeStepValues, CodeStepOutput>(codeStepSchema, { defaultValues: { verificationCode: '' } })

  const [send, sending] = useSubmitOnce(async ({ email }: CodeRequestOutput) => {
    setFailure(null)
    try {
      await signInClient(environment, timeoutMs).call(memberLoginOtp, { email })
      verify.reset({ verificationCode: '' })
      setSentTo(email)
    } catch (error) {
      setFailure(error)
    }
  })

  const [check, checking] = useSubmitOnce(async ({ verificationCode }: CodeStepOutput) => {
    setFailure(null)
    if (!sentTo) return
    try {
      const answer = await signInClient(environment, timeoutMs).call(memberLoginOtpVerify, { email: sentTo, verificationCode })
      await onSignedIn(signedIn(answer))
    } catch (error) {
      verify.setFocus('verificationCode')
      setFailure(error)
    }
  })

  if (sentTo) {
    return (
      <Box
        component="form"
        onSubmit={(event) => void verify.handleSubmit(check)(event)}
        noValidate
        aria-label="Code from the e-mail"
      >
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconMail size={18} aria-hidden />} role="status">
            We e-mailed a sign-in code to {sentTo}. It works for 3 minutes.
          </Alert>
          <TextInput
            label="Code from the e-mail"
            withAsterisk
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...verify.bind('verificationCode')}
          />
          {failure ? <ErrorAlert error={failure} title="Could not sign in" /> : null}
          <Button type="submit" loading={checking} fullWidth>
            Sign in
          </Button>
          <Group justify="space-between">
            <Button variant="subtle" size="compact-sm" onClick={() => void send({ email: sentTo })} loading={sending}>
              Send a new code
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setSentTo(null)
                setFailure(null)
              }}
            >
              Use another e-mail
            </Button>
          </Group>
          {footer}
        </Stack>
      </Box>
    )
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => void request.handleSubmit(send)(event)}
      noValidate
      aria-label="E-mail me a sign-in code"
    >
      <Stack gap="md">
        <MemberEmailField fixedEmail={fixedEmail} {...request.bind('email')} />
        <Text size="sm" c="dimmed">
          We send a code to this address; it signs you in without your password. Members with two-factor on sign in with their
          password.
        </Text>
        {failure ? <ErrorAlert error={failure} title="No code was sent" /> : null}
        <Button type="submit" loading={sending} fullWidth>
          E-mail me a code
        </Button>
        {footer}
      </Stack>
    </Box>
  )
}
