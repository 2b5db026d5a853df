import { Stack } from '@mantine/core'
import type { WebhookLog } from '../../api/contract/extensions/webhooks'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { FieldGrid } from '../../components/PageParts'
import { Payload } from '../../components/Payload'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, TextValue } from '../../components/Values'

/** One delivery: what was sent where, and what came back. */
export function LogDetails({ log }: { log: WebhookLog }) {
  return (
    <Stack gap="md">
      <FieldGrid>
        <Field label="Log ID">{log.id != null ? <CopyValue value={log.id} label="log ID" /> : <Dimmed />}</Field>
        <Field label="Event">
          <TextValue value={log.webhookEvent} />
        </Field>
        <Field label="Sent">
          <Timestamp value={log.createTime} />
        </Field>
        <Field label="Sent to">
          <SafeLink href={log.webhookUrl} />
        </Field>
        <Field label="Result">
          <TextValue value={log.mamo} />
        </Field>
        <Field label="Times resent">
          <TextValue value={log.reconsumeCount} />
        </Field>
        <Field label="Request ID">{log.requestId ? <CopyValue value={log.requestId} label="request ID" /> : <Dimmed />}</Field>
      </FieldGrid>
      <Payload title="Payload sent" value={log.body} />
      <Payload title="Receiver’s answer" value={log.response} />
    </Stack>
  )
}
