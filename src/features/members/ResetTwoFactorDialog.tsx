import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Alert, Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { memberResetTotp, memberResetTotpInput, type MemberResetTotpInput, type MerchantMember } from '../../api/contract/members'
import { CodeBadge } from '../../components/CodeBadge'
import { ErrorAlert } from '../../components/ErrorAlert'
import { fieldBinder, formResolver } from '../../lib/forms'
import { memberName } from './format'
import { useResetTotp } from './queries'
import { CopyCurl } from '../../components/CopyCurl'

interface ResetFormValues {
  totpCode: string
}

/** Confirms the two-factor reset (4.11), with the optional current code, and shows the new state. */
export function ResetTwoFactorDialog({
  member,
  opened,
  onClose,
}: {
  member: MerchantMember
  opened: boolean
  onClose: () => void
}) {
  const reset = useResetTotp()
  const sending = useRef(false)
  const {
    register,
    handleSubmit,
    reset: resetForm,
    formState: { errors },
  } = useForm<ResetFormValues, unknown, MemberResetTotpInput>({
    resolver: formResolver(memberResetTotpInput),
    defaultValues: { totpCode: '' },
  })
  const bind = fieldBinder(register, errors)
  const result = reset.data?.merchantMember
  const name = memberName(member)

  const close = () => {
    onClose()
    reset.reset()
    resetForm()
  }

  const submit = async (input: MemberResetTotpInput) => {
    if (sending.current) return
    sending.current = true
    try {
      await reset.mutateAsync(input).catch(() => undefined)
    } finally {
      sending.current = false
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Modal opened={opened} onClose={close} title="Reset two-factor authentication?" size="lg">
      {reset.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title="Two-factor was reset"
            role="status"
          >
            <Stack gap="xs">
              <Group gap="xs">
                <Text size="sm">Two-factor authentication of {result ? memberName(result) : name} is now:</Text>
                <CodeBadge kind="totpType" value={result?.totpType ?? null} />
              </Group>
              <Text size="sm">Set it up again with an authenticator app the next time you sign in to the merchant portal.</Text>
              <Group>
                <CopyCurl endpoint={memberResetTotp} input={reset.variables} />
              </Group>
            </Stack>
          </Alert>
          <Group justify="flex-end">
            {/* The result replaces the form that had the focus. */}
            <Button onClick={close} autoFocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Reset two-factor authentication">
          <Stack gap="md">
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
              <Text size="sm">
                This removes the authenticator key of <strong>{name}</strong>
                {member.email && member.email !== name ? ` (${member.email})` : ''}. Codes from the current authenticator app stop
                working, and until two-factor is set up again, signing in needs only the password.
              </Text>
            </Alert>
            <TextInput
              label="Current two-factor code"
              description="Optional. When you give it, the service checks it before resetting."
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              w={260}
              data-autofocus
              {...bind('totpCode')}
            />
            {reset.isError ? <ErrorAlert error={reset.error} title="Two-factor was not reset" /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={reset.isPending}>
                Reset two-factor
              </Button>
            </Group>
          </Stack>
        </Box>
      )}
    </Modal>
  )
}
