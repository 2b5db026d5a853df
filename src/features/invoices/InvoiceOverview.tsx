import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Anchor, Stack, Text } from '@mantine/core'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { FieldGrid, Section } from '../../components/PageParts'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, TextValue, YesNo } from '../../components/Values'
import { formatBasisPoints } from '../../lib/money'
import { CreditNotes, InvoiceLines } from './InvoiceTables'
import { metadataWithoutPdfSettings, pdfSettingLabels, pdfSettingsOf, type PdfSettingKey } from './pdfSettings'

/** The invoice as the service's detail call shows it, amounts in its currency, with its credit notes. */
export function InvoiceOverview({ invoice, creditNotes }: { invoice: InvoiceDetail; creditNotes: InvoiceDetail[] }) {
  const money = (amount: number | null | undefined) => <Money amount={amount} currency={invoice.currency} />
  return (
    <>
      <Section title="Invoice">
        <FieldGrid>
          <Field label="Name">
            <TextValue value={invoice.invoiceName} />
          </Field>
          <Field label="Status">
            <CodeBadge kind="invoiceStatus" value={invoice.status} />
          </Field>
          <Field label="Product">
            <TextValue value={invoice.productName} />
          </Field>
          <Field label="Currency">
            <TextValue value={invoice.currency} />
          </Field>
          <Field label="Before discount">{money(invoice.originAmount)}</Field>
          <Field label="Discount">
            {money(invoice.discountAmount)} {invoice.discountCode ? <Dimmed>(code {invoice.discountCode})</Dimmed> : null}
          </Field>
          <Field label="Tax">
            {money(invoice.taxAmount)} <Dimmed>({formatBasisPoints(invoice.taxPercentage)})</Dimmed>
          </Field>
          <Field label="Total excluding tax">{money(invoice.totalAmountExcludingTax)}</Field>
          <Field label="Total">{money(invoice.totalAmount)}</Field>
          {invoice.refundId ? <CreditNoteOf invoice={invoice} /> : null}
        </FieldGrid>
      </Section>
      <PartiesAndDates invoice={invoice} />
      <InvoiceLines lines={invoice.lines ?? []} currency={invoice.currency} />
      <HeldPdfSettings metadata={invoice.metadata} />
      <CreditNotes notes={creditNotes} />
    </>
  )
}

function CreditNoteOf({ invoice }: { invoice: InvoiceDetail }) {
  const original = invoice.originalPaymentInvoice?.invoiceId
  return (
    <Field label="Credit note of">
      {original ? (
        <Anchor renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: original }} />} size="sm">
          Invoice {original}
        </Anchor>
      ) : (
        <Dimmed>refund {invoice.refundId}</Dimmed>
      )}
    </Field>
  )
}

/** A link to a page of another area, by its path. */
function AreaLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  )
}

function PartiesAndDates({ invoice }: { invoice: InvoiceDetail }) {
  const user = invoice.userAccount
  const customer = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email
  return (
    <Section title="Customer, dates and links">
      <FieldGrid>
        <Field label="Customer">
          {invoice.userId ? (
            <AreaLink to={`/users/${invoice.userId}`}>{customer || `Customer ${invoice.userId}`}</AreaLink>
          ) : (
            <Dimmed />
          )}
        </Field>
        <Field label="Sent to">
          <TextValue value={invoice.sendEmail} />
        </Field>
        <Field label="Subscription">
          {invoice.subscriptionId ? (
            <AreaLink to={`/subscriptions/${encodeURIComponent(invoice.subscriptionId)}`}>{invoice.subscriptionId}</AreaLink>
          ) : (
            <Dimmed>none</Dimmed>
          )}
        </Field>
        <Field label="Payment ID">
          {invoice.paymentId ? <CopyValue value={invoice.paymentId} label="payment ID" /> : <Dimmed>none</Dimmed>}
        </Field>
        <Field label="Created">
          <Timestamp value={invoice.createTime} />
        </Field>
        <Field label="Period">
          <Timestamp value={invoice.periodStart} /> – <Timestamp value={invoice.periodEnd} />
        </Field>
        <Field label="Paid">
          <Timestamp value={invoice.paidTime || invoice.finishTime} />
        </Field>
        <Field label="Hosted invoice">
          <SafeLink href={invoice.link}>Open the hosted invoice</SafeLink>
        </Field>
        <Field label="PDF">
          <SafeLink href={invoice.sendPdf}>Open the PDF</SafeLink>
        </Field>
      </FieldGrid>
    </Section>
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
