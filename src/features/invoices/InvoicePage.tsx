import { useEffect, type ReactNode } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import type { SplitPaymentSummary } from '../../api/contract/invoices'
import { isNotFound, isUnsupported } from '../../api/errors'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { forgetRecent } from '../../lib/recent'
import { InvoiceLookup } from './InvoiceLookup'
import { InvoiceOverview } from './InvoiceOverview'
import { PaymentsSection } from './PaymentsSection'
import { PdfSettingsForm } from './PdfSettingsForm'
import { pdfSettingsOf, type PdfSettings } from './pdfSettings'
import { invoiceQueries, RECENT_INVOICES } from './queries'

/**
 * An invoice: the invoice itself (the service's detail call), its split payments (4.5) and its PDF
 * settings (4.4). A service without the detail call shows the payments and the settings alone.
 */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const detail = useQuery(invoiceQueries.detail(invoiceId))
  const payments = useQuery(invoiceQueries.splitPayments(invoiceId))
  const missing = (error: unknown) => (
    <Stack gap="md">
      <ErrorAlert error={error} title={`There is no invoice ${invoiceId}`} />
      <InvoiceLookup submitLabel="Open another invoice" />
    </Stack>
  )
  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/invoices">Invoices</BackLink>
      <Stack gap={4}>
        <Title order={1}>Invoice {invoiceId}</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Invoice ID
          </Text>
          <CopyValue value={invoiceId} label="invoice ID" />
        </Group>
      </Stack>
      {isUnsupported(detail.error) ? (
        <WithoutDetail invoiceId={invoiceId} payments={payments} missing={missing} />
      ) : (
        <QueryStates query={detail} noun="invoice" notFound={missing}>
          {({ invoice, creditNotes }) => (
            <>
              <InvoiceOverview invoice={invoice} creditNotes={creditNotes} />
              <PaymentsAndSettings
                invoiceId={invoiceId}
                payments={payments}
                currency={invoice.currency}
                current={pdfSettingsOf(invoice.metadata)}
              />
            </>
          )}
        </QueryStates>
      )}
    </Stack>
  )
}

function PaymentsAndSettings({
  invoiceId,
  payments,
  currency,
  current,
}: {
  invoiceId: string
  payments: UseQueryResult<SplitPaymentSummary>
  currency?: string | null
  current?: PdfSettings
}) {
  return (
    <>
      <PaymentsSection invoiceId={invoiceId} currency={currency} query={payments} />
      <Section title="PDF settings">
        <PdfSettingsForm invoiceId={invoiceId} current={current} />
      </Section>
    </>
  )
}

/** A service without the detail call: one line says so, and the split payments tell whether the invoice exists. */
function WithoutDetail({
  invoiceId,
  payments,
  missing,
}: {
  invoiceId: string
  payments: UseQueryResult<SplitPaymentSummary>
  missing: (error: unknown) => ReactNode
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
      <PaymentsAndSettings invoiceId={invoiceId} payments={payments} />
    </>
  )
}
