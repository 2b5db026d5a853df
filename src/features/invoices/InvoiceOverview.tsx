import { Badge, Stack, Text } from '@mantine/core'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { FieldList, type FieldSpec } from '../../components/FieldList'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { FieldGrid, Section } from '../../components/PageParts'
import { Stat } from '../../components/RecordSummary'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, TextValue, YesNo } from '../../components/Values'
import { formatBasisPoints, formatMoney } from '../../lib/money'
import { customerOf } from './customer'
import { CreditNotes, InvoiceLines } from './InvoiceTables'
import { metadataWithoutPdfSettings, pdfSettingLabels, pdfSettingsOf, type PdfSettingKey } from './pdfSettings'
import { AnchorLink } from '../../components/AnchorLink'

const money = (amount: number | null | undefined, invoice: InvoiceDetail) => <Money amount={amount} currency={invoice.currency} />

const amounts: FieldSpec<InvoiceDetail>[] = [
  ['Name', (invoice) => invoice.invoiceName],
  ['Status', (invoice) => <CodeBadge kind="invoiceStatus" value={invoice.status} />],
  ['Product', (invoice) => invoice.productName],
  ['Currency', (invoice) => invoice.currency],
  ['Before discount', (invoice) => money(invoice.originAmount, invoice)],
  [
    'Discount',
    (invoice) => (
      <>
        {money(invoice.discountAmount, invoice)} {invoice.discountCode ? <Dimmed>(code {invoice.discountCode})</Dimmed> : null}
      </>
    ),
  ],
  [
    'Tax',
    (invoice) => (
      <>
        {money(invoice.taxAmount, invoice)} <Dimmed>({formatBasisPoints(invoice.taxPercentage)})</Dimmed>
      </>
    ),
  ],
  ['Total excluding tax', (invoice) => money(invoice.totalAmountExcludingTax, invoice)],
  ['Total', (invoice) => money(invoice.totalAmount, invoice)],
]

/** On a credit note: the invoice it refunds. */
const creditNoteOf: FieldSpec<InvoiceDetail> = [
  'Credit note of',
  (invoice) => {
    const original = invoice.originalPaymentInvoice?.invoiceId
    return original ? (
      <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: original }} size="sm" underline="hover">
        Invoice {original}
      </AnchorLink>
    ) : (
      <Dimmed>refund {invoice.refundId}</Dimmed>
    )
  },
]

const partiesAndDates: FieldSpec<InvoiceDetail>[] = [
  [
    'Customer',
    (invoice) =>
      invoice.userId ? (
        <AnchorLink to="/users/$userId" params={{ userId: invoice.userId }} size="sm" underline="hover">
          {customerOf(invoice)}
        </AnchorLink>
      ) : (
        <Dimmed />
      ),
  ],
  ['Sent to', (invoice) => invoice.sendEmail],
  [
    'Subscription',
    (invoice) =>
      invoice.subscriptionId ? (
        <AnchorLink
          to="/subscriptions/$subscriptionId"
          params={{ subscriptionId: invoice.subscriptionId }}
          size="sm"
          underline="hover"
        >
          {invoice.subscriptionId}
        </AnchorLink>
      ) : (
        <Dimmed>none</Dimmed>
      ),
  ],
  [
    'Payment ID',
    (invoice) => (invoice.paymentId ? <CopyValue value={invoice.paymentId} label="payment ID" /> : <Dimmed>none</Dimmed>),
  ],
  ['Created', (invoice) => <Timestamp value={invoice.createTime} />],
  [
    'Period',
    (invoice) => (
      <>
        <Timestamp value={invoice.periodStart} /> – <Timestamp value={invoice.periodEnd} />
      </>
    ),
  ],
  ['Paid', (invoice) => <Timestamp value={invoice.paidTime || invoice.finishTime} />],
  ['Hosted invoice', (invoice) => <SafeLink href={invoice.link}>Open the hosted invoice</SafeLink>],
  ['PDF', (invoice) => <SafeLink href={invoice.sendPdf}>Open the PDF</SafeLink>],
]

/** The invoice's state in words: its status, and whether it is a credit note. */
export function InvoiceBadges({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <CodeBadge kind="invoiceStatus" value={invoice.status} />
      {invoice.refundId ? (
        <Badge color="grape" variant="light" tt="none">
          Credit note
        </Badge>
      ) : null}
    </>
  )
}

/**
 * What a support agent reads first about an invoice: its amount in its currency, when it was paid (or since when it
 * waits), its customer and subscription, and what of it was refunded.
 */
export function InvoiceStats({ invoice, creditNotes }: { invoice: InvoiceDetail; creditNotes: InvoiceDetail[] }) {
  const paidAt = invoice.paidTime || invoice.finishTime
  const refunded = creditNotes.reduce((sum, note) => sum + (note.totalAmount ?? 0), 0)
  const original = invoice.originalPaymentInvoice?.invoiceId
  return (
    <>
      <Stat
        label="Amount"
        detail={
          invoice.taxAmount ? (
            <>
              Tax {formatMoney(invoice.taxAmount, invoice.currency)} ({formatBasisPoints(invoice.taxPercentage)})
            </>
          ) : (
            invoice.currency || undefined
          )
        }
      >
        {money(invoice.totalAmount, invoice)}
      </Stat>
      <Stat
        label={paidAt ? 'Paid on' : 'Not paid'}
        detail={
          <>
            Issued <Timestamp value={invoice.createTime} />
          </>
        }
      >
        {paidAt ? <Timestamp value={paidAt} /> : <CodeBadge kind="invoiceStatus" value={invoice.status} />}
      </Stat>
      <Stat label="Customer" detail={invoice.sendEmail || invoice.userAccount?.email || undefined}>
        {invoice.userId ? (
          <AnchorLink to="/users/$userId" params={{ userId: invoice.userId }} inherit>
            {customerOf(invoice)}
          </AnchorLink>
        ) : (
          <Dimmed />
        )}
      </Stat>
      <Stat
        label="Subscription"
        detail={
          invoice.periodEnd ? (
            <>
              For <Timestamp value={invoice.periodStart} /> – <Timestamp value={invoice.periodEnd} />
            </>
          ) : undefined
        }
      >
        {invoice.subscriptionId ? (
          <AnchorLink
            to="/subscriptions/$subscriptionId"
            params={{ subscriptionId: invoice.subscriptionId }}
            inherit
            ff="monospace"
          >
            {invoice.subscriptionId}
          </AnchorLink>
        ) : (
          <Dimmed>None</Dimmed>
        )}
      </Stat>
      {invoice.refundId ? (
        <Stat label="Credit note of" detail={`Refund ${invoice.refundId}`}>
          {original ? (
            <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: original }} inherit ff="monospace">
              {original}
            </AnchorLink>
          ) : (
            <Dimmed>Not named</Dimmed>
          )}
        </Stat>
      ) : (
        <Stat
          label="Refunds"
          detail={creditNotes.length ? `${formatMoney(refunded, invoice.currency)} refunded` : 'Nothing refunded'}
        >
          {creditNotes.length.toLocaleString()}
        </Stat>
      )}
    </>
  )
}

/** Every field of the invoice as the service's detail call shows it, amounts in its currency. */
export function InvoiceFieldSections({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <Section title="Invoice">
        <FieldList record={invoice} fields={invoice.refundId ? [...amounts, creditNoteOf] : amounts} />
      </Section>
      <Section title="Customer, dates and links">
        <FieldList record={invoice} fields={partiesAndDates} />
      </Section>
      <HeldPdfSettings metadata={invoice.metadata} />
    </>
  )
}

/** The invoice's lists: its lines and its credit notes. */
export function InvoiceLists({ invoice, creditNotes }: { invoice: InvoiceDetail; creditNotes: InvoiceDetail[] }) {
  return (
    <>
      <InvoiceLines lines={invoice.lines ?? []} currency={invoice.currency} />
      <CreditNotes notes={creditNotes} />
    </>
  )
}

/** The PDF settings the invoice holds, and the rest of its metadata. */
function HeldPdfSettings({ metadata }: { metadata: Record<string, unknown> | null | undefined }) {
  const settings = Object.entries(pdfSettingsOf(metadata)) as [PdfSettingKey, string | number | boolean][]
  return (
    <Section title="PDF settings held">
      <Stack gap="sm">
        {settings.length ? (
          <FieldGrid>
            {settings.map(([key, value]) => (
              <Field key={key} label={pdfSettingLabels[key]}>
                {typeof value === 'boolean' ? <YesNo value={value} /> : <TextValue value={value} />}
              </Field>
            ))}
          </FieldGrid>
        ) : (
          <Text size="sm" c="dimmed">
            None saved: the invoice uses the defaults.
          </Text>
        )}
        <Field label="Metadata">
          <JsonView value={metadataWithoutPdfSettings(metadata)} label="Invoice metadata" />
        </Field>
      </Stack>
    </Section>
  )
}
