import { Box } from '@mantine/core'
import { ErrorAlert } from './ErrorAlert'

/**
 * In place of a drawer, dialog or menu whose code could not be fetched (the connection dropped, or a new
 * version replaced this one's files): what failed, a retry, and a way to dismiss it.
 */
export function PartLoadError({ error, onRetry, onClose }: { error: unknown; onRetry: () => void; onClose: () => void }) {
  return (
    <Box pos="fixed" bottom="var(--mantine-spacing-md)" right="var(--mantine-spacing-md)" maw={420} style={{ zIndex: 400 }}>
      <ErrorAlert title="This part of the dashboard could not be loaded" error={error} onRetry={onRetry} onClose={onClose} />
    </Box>
  )
}
