import type { ReactNode } from 'react'
import { Button, Group, Stack } from '@mantine/core'
import { DialogFrame } from './DialogFrame'

/**
 * Asks before an action that cannot be taken back: the title names the object, the body says what will
 * happen. Cancel has the focus, so Enter never confirms by accident; while the action runs the dialog
 * stays open and cannot be dismissed.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  busy = false,
  returnFocus = true,
  onConfirm,
  onCancel,
}: {
  opened: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  color?: 'red' | 'orange' | 'indigo'
  busy?: boolean
  /** False when the action's outcome takes the focus itself once the dialog closes. */
  returnFocus?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <DialogFrame opened={opened} onClose={busy ? () => undefined : onCancel} title={title} size="md" returnFocus={returnFocus}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  )
}
