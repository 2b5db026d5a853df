import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { ErrorAlert } from './ErrorAlert'

/**
 * The end of a form that writes: the service's refusal of the last send (its message and request id, the input kept
 * above it), then Cancel and the submit button, which shows it is sending and cannot be pressed again meanwhile.
 * Cancel waits for the send too, so a write is never left running behind a closed form.
 */
export function FormFooter({
  write,
  failedTitle,
  onCancel,
  submitLabel,
  sending,
  children,
}: {
  /** The write the form sends (a mutation): its error is shown while it stands. */
  write: { isError: boolean; error: unknown }
  /** What did not happen, for the error's title: "The plan was not saved". */
  failedTitle: string
  onCancel: () => void
  submitLabel: string
  sending: boolean
  /** Other buttons, between Cancel and the submit button. */
  children?: ReactNode
}) {
  return (
    <>
      {write.isError ? <ErrorAlert error={write.error} title={failedTitle} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        {children}
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  )
}
