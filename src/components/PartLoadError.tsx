import { Box } from '@mantine/core'
import { ErrorAlert } from './ErrorAlert'

/**
 * In place of a drawer, dialog or menu whose code could not be fetched (the connection dropped, or a new
 * version replaced this one's files): what to do about it, what failed, a retry, and a way to dismiss it.
 */
export function PartLoadError({ error, onRetry, onClose }: { error: unknown; onRetry: () => void; onClose: () => void }) {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : ''
  const explained = new Error(
    `Check the connection and retry. If it keeps failing, reload the page: a newer version of the dashboard may have replaced this one${detail}.`,
  )
  return (
    <Box
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      maw={420}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 400, borderRadius: 'var(--mantine-radius-default)', boxShadow: 'var(--mantine-shadow-md)' }}
    >
      <ErrorAlert title="This part of the dashboard could not be loaded" error={explained} onRetry={onRetry} onClose={onClose} />
    </Box>
  )
}
