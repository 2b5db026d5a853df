import type { z } from 'zod'
import { Alert, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { memberResetTotp, memberResetTotpInput, type MerchantMember } from '../../api/contract/members'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Notice } from '../../components/PageParts'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { memberName } from './format'
import { useContractForm } from '../../lib/useContractForm'
import { useResetTotp } from './queries'

type ResetFormValues = z.input<typeof memberResetTotpInput>
type ResetFormOutput = z.output<typeof memberResetTotpInput>

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
  const {
    handleSubmit,
    reset: resetForm,
    bind,
  } = useContractForm<ResetFormValues, ResetFormOutput>(memberResetTotpInput, {
    defaultValues: { totpCode: '' },
  })
  const result = reset.data?.merchantMember
  const name = memberName(member)

  const close = () => {
    onClose()
    reset.reset()
    resetForm()
  }

  const [submit, running] = useSubmitOnce((input: ResetFormOutput) => reset.mutateAsync(input))
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <DialogFrame opened={opened} onClose={close} title="Reset two-factor authentication?">
      {reset.isSuccess ? (
        <Stack gap="md">
          <Notice title="Two-factor was reset">
            <Stack gap="xs">
              <Group gap="xs">
                <Text size="sm">Two-factor authentication of {result ? memberName(result) : name} is now:</Text>
                <CodeBadge kind="totpType" value={result?.totpType ?? null} />
              </Group>
              <Text size="sm">Set it up again with an authenticator app the next time you sign in to the merchant portal.</Text>
              <Group>
                <CopyCallCurl endpoint={memberResetTotp} input={reset.variables} />
              </Group>
            </Stack>
          </Notice>
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
              <Button type="submit" color="red" loading={running}>
                Reset two-factor
              </Button>
            </Group>
          </Stack>
        </Box>
      )}
    </DialogFrame>
  )
}
