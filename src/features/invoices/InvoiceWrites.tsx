import { useMemo, useState } from 'react'
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { IconBan, IconCash, IconMailForward, IconReceiptRefund } from '@tabler/icons-react'
import { GatewayType, InvoiceStatus } from '../../api/contract/codes'
import {
  invoiceCancel,
  invoiceMarkRefund,
  invoiceMarkWireTransferSuccess,
  invoiceMarkWireTransferSuccessInput,
  invoiceRefund,
  invoiceSendEmail,
  type InvoiceMarkWireTransferSuccessInput,
  type InvoiceRefundInput,
} from '../../api/contract/extensions/invoiceActions'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { ConfirmActionDialog } from '../../components/ConfirmedAction'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Money } from '../../components/Money'
import { decimalInput } from '../../lib/fields'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useMayUse } from '../../session/permissions'
import { useInvoiceWrite } from './queries'
import {
  canRefund,
  isRefundInProgress,
  isRefundMadeAlready,
  majorUnits,
  refundableOf,
  refundFormSchema,
  refundsOutside,
  type RefundFormValues,
} from './refundForm'

/**
 * The writes on an invoice from its page (operations.md §3.3, §3.8), each where the service would do it and for a
 * member whose role covers it: refund a paid invoice (or record a refund made outside, for wire transfer and
 * crypto), mark a processing wire transfer paid, send the invoice e-mail again, and cancel (revoke) one still waiting
 * for its payment (§3.9). `onDone` says what was done.
 */
export function InvoiceWrites({ invoice, onDone }: { invoice: InvoiceDetail; onDone: (message: string) => void }) {
  const mayRefund = useMayUse('refund')
  const mayInvoice = useMayUse('invoice')
  const [open, setOpen] = useState<'refund' | 'markPaid' | null>(null)
  const cancelInvoice = useInvoiceWrite(invoiceCancel)
  const revoke = useConfirmedAction(async (invoiceId: string) => {
    await cancelInvoice.mutateAsync({ invoiceId })
    onDone(`Invoice ${invoiceId} is cancelled: the customer is no longer asked to pay it.`)
  })
  const invoiceId = invoice.invoiceId
  if (!invoiceId) return null
  const outside = refundsOutside(invoice)
  const wireWaiting = invoice.status === InvoiceStatus.processing && invoice.gateway?.gatewayType === GatewayType.wireTransfer
  const close = () => setOpen(null)
  return (
    <>
      {mayRefund && canRefund(invoice) ? (
        <Button variant="default" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={() => setOpen('refund')}>
          {outside ? 'Record refund' : 'Refund'}
        </Button>
      ) : null}
      {mayInvoice && wireWaiting ? (
        <Button variant="default" leftSection={<IconCash size={16} aria-hidden />} onClick={() => setOpen('markPaid')}>
          Mark paid
        </Button>
      ) : null}
      {mayInvoice && invoice.status != null && invoice.status >= InvoiceStatus.processing ? (
        <ResendEmailButton invoiceId={invoiceId} onDone={onDone} />
      ) : null}
      {mayInvoice && invoice.status === InvoiceStatus.processing ? (
        <Button
          color="red"
          variant="outline"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => revoke.ask(invoiceId)}
        >
          Cancel invoice
        </Button>
      ) : null}
      <ConfirmActionDialog
        action={revoke}
        title={() => `Cancel invoice ${invoiceId}?`}
        confirmLabel="Cancel the invoice"
        color="red"
        failed="The invoice was not cancelled"
      >
        {() => <RevokeConsequences invoice={invoice} />}
      </ConfirmActionDialog>
      <DialogFrame
        opened={open === 'refund'}
        onClose={close}
        title={outside ? `Record a refund of invoice ${invoiceId}` : `Refund invoice ${invoiceId}`}
      >
        <RefundForm
          invoice={invoice}
          outside={outside}
          onCancel={close}
          onRefunded={(message) => {
            close()
            onDone(message)
          }}
        />
      </DialogFrame>
      <DialogFrame opened={open === 'markPaid'} onClose={close} title={`Mark invoice ${invoiceId} paid`} size="md">
        <MarkPaidForm
          invoice={invoice}
          onCancel={close}
          onPaid={() => {
            close()
            onDone(`Invoice ${invoiceId} is marked paid.`)
          }}
        />
      </DialogFrame>
    </>
  )
}

/**
 * A refund, in full or in part. Its refund number is made once, when the dialog opens, and sent with every try of
 * it: the service refunds a number once, so a lost answer or a second click never refunds twice. The service saying
 * the number was used means an earlier try went through: that is shown as done.
 */
function RefundForm({
  invoice,
  outside,
  onCancel,
  onRefunded,
}: {
  invoice: InvoiceDetail
  outside: boolean
  onCancel: () => void
  onRefunded: (message: string) => void
}) {
  const invoiceId = invoice.invoiceId ?? ''
  const currency = invoice.currency ?? ''
  const refundable = refundableOf(invoice)
  const [refundNo] = useState(() => crypto.randomUUID())
  const refund = useInvoiceWrite(outside ? invoiceMarkRefund : invoiceRefund)
  const schema = useMemo(() => refundFormSchema(currency, refundable), [currency, refundable])
  const { handleSubmit, bind } = useContractForm<RefundFormValues, InvoiceRefundInput>(schema, {
    defaultValues: { invoiceId, refundNo, refundAmount: majorUnits(refundable, currency), reason: '' },
  })
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      try {
        await refund.mutateAsync(input)
      } catch (error) {
        if (!isRefundMadeAlready(error)) throw error
        onRefunded(`This refund of invoice ${invoiceId} was made already (refund number ${refundNo}): nothing more was refunded.`)
        return
      }
      onRefunded(
        outside
          ? `The refund of invoice ${invoiceId} made outside the service is recorded, with its credit note.`
          : `Invoice ${invoiceId} is refunded: the credit note is listed on this page.`,
      )
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label={outside ? 'Record a refund' : 'Refund the invoice'}>
      <Stack gap="sm">
        <Text size="sm">
          Left to refund: <Money amount={refundable} currency={currency} /> of{' '}
          <Money amount={invoice.totalAmount} currency={currency} />. A credit note records the refund
          {outside
            ? '. This invoice was paid by wire transfer or crypto: pay the money back yourself, then record it here.'
            : ', and the money goes back through the gateway the invoice was paid with.'}{' '}
          The subscription, if any, stays as it is.
        </Text>
        <TextInput
          label={`Amount (${currency})`}
          description={`At most ${majorUnits(refundable, currency)}; less for a partial refund.`}
          withAsterisk
          {...decimalInput}
          data-autofocus
          {...bind('refundAmount')}
        />
        <TextInput label="Reason" description="Shown on the credit note." withAsterisk autoComplete="off" {...bind('reason')} />
        <Text size="xs" c="dimmed">
          Refund number {refundNo}: the same on every try of this refund.
        </Text>
        {refund.isError ? (
          <ErrorAlert
            error={refund.error}
            title={
              isRefundInProgress(refund.error)
                ? 'This refund is being made already: wait 15 seconds, then try again to see whether it went through'
                : 'The invoice was not refunded'
            }
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={sending}>
            {outside ? 'Record refund' : 'Refund'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** A wire transfer arrived: the invoice is paid, with the bank's reference (§3.8). */
function MarkPaidForm({ invoice, onCancel, onPaid }: { invoice: InvoiceDetail; onCancel: () => void; onPaid: () => void }) {
  const markPaid = useInvoiceWrite(invoiceMarkWireTransferSuccess)
  const { handleSubmit, bind } = useContractForm<InvoiceMarkWireTransferSuccessInput, InvoiceMarkWireTransferSuccessInput>(
    invoiceMarkWireTransferSuccessInput,
    { defaultValues: { invoiceId: invoice.invoiceId ?? '', transferNumber: '', reason: '' } },
  )
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      await markPaid.mutateAsync(input)
      onPaid()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Mark the invoice paid">
      <Stack gap="sm">
        <Text size="sm">
          The transfer of <Money amount={invoice.totalAmount} currency={invoice.currency} /> arrived: the invoice becomes paid,
          and what waited for it (a subscription's period) goes on.
        </Text>
        <TextInput
          label="Transfer reference"
          description="The bank's reference of the transfer."
          withAsterisk
          data-autofocus
          autoComplete="off"
          {...bind('transferNumber')}
        />
        <TextInput label="Note" description="Optional." autoComplete="off" {...bind('reason')} />
        {markPaid.isError ? <ErrorAlert error={markPaid.error} title="The invoice was not marked paid" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Mark paid
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** What cancelling (revoking) an invoice that waits for its payment does (§3.9), and what it does not. */
function RevokeConsequences({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        The customer is no longer asked to pay <Money amount={invoice.totalAmount} currency={invoice.currency} />.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>The invoice becomes cancelled; this cannot be undone. To bill again, make a new invoice.</List.Item>
        <List.Item>Its payment waiting at the gateway is cancelled, and the customer is told by e-mail.</List.Item>
        <List.Item>Nothing was paid, so nothing is refunded.</List.Item>
        {invoice.subscriptionId ? (
          <List.Item>
            It was made for subscription {invoice.subscriptionId}: the service does not say what becomes of the subscription; look
            at it afterwards.
          </List.Item>
        ) : null}
      </List>
    </Stack>
  )
}

/** Sends the e-mail the invoice's status calls for again (§3.8); the service allows one per invoice every 10 seconds. */
function ResendEmailButton({ invoiceId, onDone }: { invoiceId: string; onDone: (message: string) => void }) {
  const send = useInvoiceWrite(invoiceSendEmail)
  const [resend, sending] = useSubmitOnce(async () => {
    await send.mutateAsync({ invoiceId })
    onDone(`The e-mail of invoice ${invoiceId} was sent to the customer again.`)
  })
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        loading={sending}
        onClick={() => void resend()}
      >
        Resend e-mail
      </Button>
      {send.isError ? (
        <ErrorAlert
          error={send.error}
          title={
            send.error instanceof Error && /too fast|10 seconds/i.test(send.error.message)
              ? 'The service sends an invoice’s e-mail at most once every 10 seconds: try again in a moment'
              : 'The e-mail was not sent'
          }
          onClose={() => send.reset()}
        />
      ) : null}
    </>
  )
}
