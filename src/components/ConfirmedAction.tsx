import type { ReactNode } from 'react'
import { Box } from '@mantine/core'
import { focusOnMount } from '../lib/focus'
import type { ConfirmedAction } from '../lib/useConfirmedAction'
import { ConfirmDialog } from './ConfirmDialog'
import { ErrorAlert } from './ErrorAlert'
import { Notice } from './PageParts'

/**
 * The confirmation of a row's action (`useConfirmedAction`): open while a row is asked about, busy while
 * the action runs, and the service's refusal shown in it (`failed` is its title) so that it can be tried
 * again or cancelled.
 */
export function ConfirmActionDialog<T>({
  action,
  title,
  confirmLabel,
  color,
  failed,
  children,
}: {
  action: ConfirmedAction<T>
  title: (item: T | null) => string
  confirmLabel: string
  color?: 'red' | 'orange' | 'indigo'
  failed: string
  /** What will happen to the row asked about. */
  children: (item: T | null) => ReactNode
}) {
  return (
    <ConfirmDialog
      opened={action.confirming !== null}
      title={title(action.confirming)}
      confirmLabel={confirmLabel}
      color={color}
      busy={action.running}
      // Done, the notice of what was done takes the focus (ActionDoneNotice): the dialog must not give it back to
      // the row's button as it closes, which it would a moment later.
      returnFocus={!action.succeeded}
      onConfirm={() => void action.confirm()}
      onCancel={action.cancel}
    >
      {children(action.confirming)}
      {action.error ? <ErrorAlert error={action.error} title={failed} /> : null}
    </ConfirmDialog>
  )
}

/**
 * What a row's action did, once it is done: it takes the focus (the row's button may be gone with the
 * change) and can be dismissed.
 */
export function ActionDoneNotice<T>({
  action,
  title,
  children,
}: {
  action: ConfirmedAction<T>
  title: string
  children: (item: T) => ReactNode
}) {
  if (action.done === null) return null
  return (
    <DoneNotice title={title} onClose={action.dismiss}>
      {children(action.done)}
    </DoneNotice>
  )
}

/** What was just done on a page: it takes the focus, so a screen reader reads it, and can be dismissed. */
export function DoneNotice({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Box ref={focusOnMount} tabIndex={-1}>
      <Notice title={title} onClose={onClose}>
        {children}
      </Notice>
    </Box>
  )
}
