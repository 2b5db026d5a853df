import { Stack, Text } from '@mantine/core'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useSuspendUser } from './queries'

/**
 * Suspend or resume a customer (§3.5), asked first with what it does: suspending cancels every active subscription
 * of theirs at once; resuming does not bring a cancelled subscription back.
 */
export function SuspendCustomerDialog({
  mode,
  onClose,
  userId,
  userName,
  onDone,
}: {
  mode: 'suspend' | 'resume' | null
  onClose: () => void
  userId: number
  userName: string
  onDone: (mode: 'suspend' | 'resume') => void
}) {
  const suspend = useSuspendUser(userId, true)
  const resume = useSuspendUser(userId, false)
  const mutation = mode === 'resume' ? resume : suspend
  const [confirm, running] = useSubmitOnce(async () => {
    if (!mode) return
    await mutation.mutateAsync()
    onDone(mode)
  })
  const close = () => {
    suspend.reset()
    resume.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      opened={mode !== null}
      title={mode === 'resume' ? `Resume ${userName}?` : `Suspend ${userName}?`}
      confirmLabel={mode === 'resume' ? 'Resume customer' : 'Suspend customer'}
      color={mode === 'resume' ? 'orange' : 'red'}
      busy={running}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Stack gap="xs">
        {mode === 'resume' ? (
          <>
            <Text size="sm">
              {userName} (user ID {userId}) becomes active again and can sign in and subscribe.
            </Text>
            <Text size="sm" fw={600}>
              Subscriptions cancelled by the suspension are not restored: the customer has to subscribe again.
            </Text>
          </>
        ) : (
          <>
            <Text size="sm">
              {userName} (user ID {userId}) is suspended: they can no longer sign in or subscribe.
            </Text>
            <Text size="sm" fw={600}>
              Every active, incomplete or pending subscription of theirs is cancelled at once, not at the end of its period, and
              resuming the customer later does not restore them.
            </Text>
          </>
        )}
        {mutation.isError ? (
          <ErrorAlert
            error={mutation.error}
            title={mode === 'resume' ? 'The customer was not resumed' : 'The customer was not suspended'}
          />
        ) : null}
      </Stack>
    </ConfirmDialog>
  )
}
