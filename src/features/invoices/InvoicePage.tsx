import { useEffect, useId, useState, type ReactNode } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconExternalLink, IconFileTypePdf, IconInfoCircle, IconSettings } from '@tabler/icons-react'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import type { SplitPaymentSummary } from '../../api/contract/invoices'
import { isNotFound, isUnsupported } from '../../api/errors'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BackLink, Section } from '../../components/PageParts'
import { DoneNotice } from '../../components/ConfirmedAction'
import { QueryStates } from '../../components/QueryStates'
import { AllDetails, RecordSummary } from '../../components/RecordSummary'
import { forgetRecent } from '../../lib/recent'
import { safeHttpUrl } from '../../lib/urls'
import { InvoiceLookup } from './InvoiceLookup'
import { InvoiceWrites } from './InvoiceWrites'
import { DraftActions } from './OneOffInvoice'
import { InvoiceBadges, InvoiceFieldSections, InvoiceLists, InvoiceStats } from './InvoiceOverview'
import { PaymentsSection } from './PaymentsSection'
import { InvoicePaymentTimeline } from './PaymentTimeline'
import { PdfSettingsForm } from './PdfSettingsForm'
import { pdfSettingsOf, type PdfSettings } from './pdfSettings'
import { invoiceQueries, RECENT_INVOICES } from './queries'

/**
 * An invoice: its summary (amount, status, paid date, customer, subscription, refunds) and the actions on it; then
 * its payments (4.5), its payments and refunds as the customer's timeline has them, lines and credit notes; its PDF settings (4.4); every other field under "All details". A
 * service without the detail call shows the payments and the settings alone.
 */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const detail = useQuery(invoiceQueries.detail(invoiceId))
  const payments = useQuery(invoiceQueries.splitPayments(invoiceId))
  const settingsId = useId()
  const missing = (error: unknown) => (
    <Stack gap="md">
      <ErrorAlert error={error} title={`There is no invoice ${invoiceId}`} />
      <InvoiceLookup submitLabel="Open another invoice" />
    </Stack>
  )
  const invoice = detail.data?.invoice
  const found = !detail.isError || isUnsupported(detail.error)
  // What the last write on the page did, until dismissed.
  const [done, setDone] = useState<string | null>(null)
  return (
    <Stack gap="md">
      <BackLink to="/invoices">Invoices</BackLink>
      <RecordSummary
        title={`Invoice ${invoiceId}`}
        badges={invoice ? <InvoiceBadges invoice={invoice} /> : null}
        meta={
          <>
            <Text size="sm" component="div">
              <CopyValue value={invoiceId} label="invoice ID" />
            </Text>
            {invoice?.invoiceName ? <Text size="sm">{invoice.invoiceName}</Text> : null}
          </>
        }
        actions={
          found ? (
            <>
              <InvoiceActions invoice={invoice} settingsId={settingsId} />
              {invoice ? <DraftActions invoice={invoice} onDone={setDone} /> : null}
              {invoice ? <InvoiceWrites invoice={invoice} onDone={setDone} /> : null}
            </>
          ) : null
        }
      >
        {invoice ? <InvoiceStats invoice={invoice} creditNotes={detail.data?.creditNotes ?? []} /> : null}
      </RecordSummary>
      {done ? (
        <DoneNotice title="Done" onClose={() => setDone(null)}>
          {done}
        </DoneNotice>
      ) : null}
      {isUnsupported(detail.error) ? (
        <WithoutDetail invoiceId={invoiceId} payments={payments} missing={missing} settingsId={settingsId} />
      ) : (
        <QueryStates query={detail} noun="invoice" notFound={missing}>
          {({ invoice: data, creditNotes }) => (
            <>
              <PaymentsSection invoiceId={invoiceId} currency={data.currency} query={payments} />
              <InvoicePaymentTimeline invoice={data} />
              <InvoiceLists invoice={data} creditNotes={creditNotes} />
              <PdfSettings invoiceId={invoiceId} current={pdfSettingsOf(data.metadata)} headingId={settingsId} />
              <AllDetails>
                <InvoiceFieldSections invoice={data} />
              </AllDetails>
            </>
          )}
        </QueryStates>
      )}
    </Stack>
  )
}

/** The actions on an invoice: its hosted page and PDF (when the service gives them), and its PDF settings. */
function InvoiceActions({ invoice, settingsId }: { invoice: InvoiceDetail | undefined; settingsId: string }) {
  const hosted = safeHttpUrl(invoice?.link)
  const pdf = safeHttpUrl(invoice?.sendPdf)
  return (
    <>
      {hosted ? (
        <Button
          component="a"
          href={hosted}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Hosted invoice
        </Button>
      ) : null}
      {pdf ? (
        <Button
          component="a"
          href={pdf}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
        >
          PDF
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconSettings size={16} aria-hidden />}
        onClick={() => {
          const heading = document.getElementById(settingsId)
          heading?.scrollIntoView({ block: 'start' })
          heading?.closest('section')?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true })
        }}
      >
        PDF settings
      </Button>
    </>
  )
}

function PdfSettings({ invoiceId, current, headingId }: { invoiceId: string; current?: PdfSettings; headingId: string }) {
  return (
    <Section title="PDF settings" headingId={headingId}>
      <PdfSettingsForm invoiceId={invoiceId} current={current} />
    </Section>
  )
}

/** A service without the detail call: one line says so, and the split payments tell whether the invoice exists. */
function WithoutDetail({
  invoiceId,
  payments,
  missing,
  settingsId,
}: {
  invoiceId: string
  payments: UseQueryResult<SplitPaymentSummary>
  missing: (error: unknown) => ReactNode
  settingsId: string
}) {
  const notFound = isNotFound(payments.error)
  useEffect(() => {
    if (notFound) forgetRecent(RECENT_INVOICES, invoiceId)
  }, [notFound, invoiceId])
  if (notFound) return missing(payments.error)
  return (
    <>
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        <Text size="sm">This service does not show the invoice itself: its payments and PDF settings follow.</Text>
      </Alert>
      <PaymentsSection invoiceId={invoiceId} query={payments} />
      <PdfSettings invoiceId={invoiceId} headingId={settingsId} />
    </>
  )
}
