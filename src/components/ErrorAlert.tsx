import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { describeError, isApiError } from '../api/errors'
import { CopyCurl } from './CopyCurl'
import { CopyValue } from './CopyValue'

/** A failure as the service described it: message, requestId (copyable) and, for reads, a retry. */
export function ErrorAlert({
  error,
  onRetry,
  retrying = false,
  title,
  onClose,
}: {
  error: unknown
  onRetry?: () => void
  retrying?: boolean
  title?: string
  /** Shows a close button that calls it. */
  onClose?: () => void
}) {
  const described = describeError(error)
  const request = isApiError(error) ? error.request : undefined
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title ?? described.title}
      role="alert"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel="Dismiss"
    >
      <Stack gap="xs">
        <Text size="sm">{described.message}</Text>
        {described.requestId ? (
          <Text size="xs" c="dimmed" component="div">
            Request ID: <CopyValue value={described.requestId} label="request ID" />
          </Text>
        ) : null}
        {onRetry || request ? (
          <Group gap="xs">
            {onRetry ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={onRetry}
                loading={retrying}
              >
                Retry
              </Button>
            ) : null}
            {request ? <CopyCurl request={request} /> : null}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  )
}
