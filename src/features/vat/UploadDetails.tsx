import { Group, Stack } from '@mantine/core'
import type { UsVatUploadHistoryEntry } from '../../api/contract/vat'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { FieldGrid } from '../../components/PageParts'
import { Payload } from '../../components/Payload'
import { Timestamp } from '../../components/Timestamp'
import { InvoiceLink, Mark } from './UploadsTable'

/** Every field of an upload (2.14), with the request sent and the response received. */
export function UploadDetails({ entry }: { entry: UsVatUploadHistoryEntry }) {
  return (
    <Stack gap="md">
      <FieldGrid>
        <Field label="Upload ID">{entry.id != null ? <CopyValue value={entry.id} label="upload ID" /> : '—'}</Field>
        <Field label="Created">
          <Timestamp value={entry.createTime} />
        </Field>
        <Field label="Invoice ID">
          {entry.invoiceId ? (
            <Group gap="xs" wrap="nowrap">
              <CopyValue value={entry.invoiceId} label="invoice ID" />
              <InvoiceLink invoiceId={entry.invoiceId}>Open invoice</InvoiceLink>
            </Group>
          ) : (
            '—'
          )}
        </Field>
        <Field label="User ID">{entry.userId ? <CopyValue value={entry.userId} label="user ID" /> : '—'}</Field>
        <Field label="Tax service gateway">{entry.gatewayName || '—'}</Field>
        <Field label="Mark">
          <Mark mark={entry.mark} />
        </Field>
        <Field label="Request ID">{entry.requestId ? <CopyValue value={entry.requestId} label="request ID" /> : '—'}</Field>
      </FieldGrid>
      <Payload title="Request" value={entry.request} />
      <Payload title="Response" value={entry.response} />
    </Stack>
  )
}
