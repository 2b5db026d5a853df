import { Box } from '@mantine/core'
import { partLoadFailure } from '../lib/lazyPart'
import { ErrorAlert } from './ErrorAlert'

/**
 * In place of a drawer, dialog or menu whose code could not be fetched: what to do about it, what failed, a
 * retry, and a way to dismiss it.
 */
export function PartLoadError({ error, onRetry, onClose }: { error: unknown; onRetry: () => void; onClose: () => void }) {
  const explained = partLoadFailure(error)
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
