import { Alert, Group, List, Stack, Text } from '@mantine/core'
import { IconCircleX } from '@tabler/icons-react'
import { webhookResend } from '../../api/contract/webhooks'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { CopyValue } from '../../components/CopyValue'
import { Notice } from '../../components/PageParts'
import { getSession } from '../../session/session'

export interface Resent {
  logId: number
  /** The service's answer: true when it sent the payload again, not that the receiver accepted it. */
  sendResult: boolean | null | undefined
}

/** What a resend did: sent again (which says nothing of the receiver's answer), or not sent, with what to check. */
export function ResendOutcome({ outcome, onClose }: { outcome: Resent; onClose?: () => void }) {
  const curl = <CopyCallCurl endpoint={webhookResend} input={{ logId: outcome.logId }} />
  if (outcome.sendResult === true) {
    return (
      <Notice title="Sent again" onClose={onClose}>
        <Text size="sm" component="div">
          The service sent log <CopyValue value={outcome.logId} label="log ID" /> again to its endpoint&apos;s current address.
          Whether the receiver accepted it is recorded in the endpoint&apos;s delivery log, not in this answer.
        </Text>
        <Group mt="xs">{curl}</Group>
      </Notice>
    )
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCircleX size={18} aria-hidden />}
      title="Not sent"
      role="status"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm" component="div">
          The service did not send log <CopyValue value={outcome.logId} label="log ID" /> again
          {outcome.sendResult == null ? ' (its answer did not say whether it sent it)' : ''}.
        </Text>
        <Group>{curl}</Group>
        <List size="sm">
          <List.Item>Check that the endpoint&apos;s URL is right and its receiver answers with a 2xx status.</List.Item>
          {getSession()?.environment.sandbox ? (
            <List.Item>The sandbox delivers only to loopback addresses (127.0.0.1, localhost, [::1]), never elsewhere.</List.Item>
          ) : null}
        </List>
      </Stack>
    </Alert>
  )
}
