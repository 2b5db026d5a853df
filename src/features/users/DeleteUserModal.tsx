import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ErrorAlert } from '../../components/ErrorAlert'
import { DialogFrame } from '../../components/DialogFrame'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { isRefusedDelete } from './format'
import { useDeleteUser } from './queries'

export interface DeletedUser {
  userId: number
  name: string
  forced: boolean
}

/** Delete the user (4.16), optionally cancelling their active subscriptions first (forceDelete). */
export function DeleteUserModal({
  opened,
  onClose,
  userId,
  userName,
  onDeleted,
}: {
  opened: boolean
  onClose: () => void
  userId: number
  userName: string
  onDeleted: (deleted: DeletedUser) => void
}) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={`Delete ${userName}?`}>
      <DeleteUserBody userId={userId} userName={userName} onCancel={onClose} onDeleted={onDeleted} />
    </DialogFrame>
  )
}

function DeleteUserBody({
  userId,
  userName,
  onCancel,
  onDeleted,
}: {
  userId: number
  userName: string
  onCancel: () => void
  onDeleted: (deleted: DeletedUser) => void
}) {
  const remove = useDeleteUser(userId)
  const [force, setForce] = useState(false)
  const [lastForced, setLastForced] = useState(false)

  // A failure is shown below; a refusal offers to retry with force.
  const [send, sending] = useSubmitOnce(async (forceDelete: boolean) => {
    setLastForced(forceDelete)
    await remove.mutateAsync({ forceDelete })
    onDeleted({ userId, name: userName, forced: forceDelete })
  })

  const refused = remove.isError && !lastForced && isRefusedDelete(remove.error)

  return (
    <Stack gap="sm">
      <Text size="sm">
        This deletes <strong>{userName}</strong> (user ID {userId}). It cannot be undone: the user can no longer be opened,
        charged or given a portal link.
      </Text>
      <Checkbox
        checked={force}
        onChange={(event) => setForce(event.currentTarget.checked)}
        label="Also cancel the user's active subscriptions"
        description="Every active or incomplete subscription of this user is cancelled first, then the user is deleted. Without this, a user with active subscriptions is not deleted."
        disabled={sending}
      />
      {remove.isError ? (
        <ErrorAlert
          error={remove.error}
          title={refused ? 'The service refused to delete the user' : 'The user was not deleted'}
        />
      ) : null}
      {refused ? (
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Text size="sm">Retrying with force cancels the user's active subscriptions first, then deletes the user.</Text>
          <Button color="red" variant="outline" onClick={() => void send(true)} loading={sending}>
            Retry with force: cancel subscriptions and delete
          </Button>
        </Group>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        {refused ? null : (
          <Button color="red" onClick={() => void send(force)} loading={sending}>
            {force ? 'Cancel subscriptions and delete user' : 'Delete user'}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
