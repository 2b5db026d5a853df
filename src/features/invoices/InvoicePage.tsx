import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react'
import { invoiceSplitPaymentsInput, type SplitPaymentSummary } from '../../api/contract/invoices'
import { isNotFound } from '../../api/errors'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { IdLookup } from '../../components/IdLookup'
import { formatMoney } from '../../lib/money'
import { forgetRecent, rememberRecent } from '../../lib/recent'
import { PdfSettingsForm } from './PdfSettingsForm'
import { invoiceQueries, RECENT_INVOICES } from './queries'
import { SplitPaymentsPanel, summaryCurrency } from './SplitPaymentsPanel'

/** The contract's rule for an invoice id. */
export const invoiceIdSchema = invoiceSplitPaymentsInput.shape.invoiceId

/** How a remembered invoice is named: its total and how much is paid. */
function recentName(summary: SplitPaymentSummary): string {
  const currency = summaryCurrency(summary)
  const total = currency
    ? formatMoney(summary.totalAmount, currency)
    : `${(summary.totalAmount ?? 0).toLocaleString()} minor units`
  const count = summary.payments?.length ?? 0
  return `${total}, ${count === 0 ? 'no payments' : `${count} payment${count === 1 ? '' : 's'}`}`
}

export function BackToInvoices() {
  return (
    <Anchor component={Link} to="/invoices" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> Invoices
      </Group>
    </Anchor>
  )
}

export function InvoiceLookup({ submitLabel = 'Open invoice', defaultValue }: { submitLabel?: string; defaultValue?: string }) {
  const navigate = useNavigate()
  return (
    <IdLookup
      label="Invoice ID"
      schema={invoiceIdSchema}
      submitLabel={submitLabel}
      defaultValue={defaultValue}
      onOpen={(invoiceId) => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId } })}
    />
  )
}

/** An invoice: its split payments (4.5) and its PDF settings (4.4). */
export function InvoicePage({ invoiceIdParam }: { invoiceIdParam: string }) {
  const parsed = invoiceIdSchema.safeParse(invoiceIdParam)
  if (!parsed.success) {
    return (
      <Stack gap="md" maw={720}>
        <BackToInvoices />
        <Title order={1}>Invalid invoice ID</Title>
        <Alert
          color="orange"
          variant="light"
          icon={<IconFileUnknown size={18} aria-hidden />}
          title="This address does not name an invoice"
        >
          <Text size="sm">An invoice ID cannot be empty. Enter one below.</Text>
        </Alert>
        <InvoiceLookup />
      </Stack>
    )
  }
  return <InvoiceScreen key={parsed.data} invoiceId={parsed.data} />
}

function InvoiceScreen({ invoiceId }: { invoiceId: string }) {
  const query = useQuery(invoiceQueries.splitPayments(invoiceId))
  const notFound = isNotFound(query.error)

  useEffect(() => {
    if (query.data) rememberRecent(RECENT_INVOICES, { id: invoiceId, name: recentName(query.data) })
  }, [query.data, invoiceId])
  useEffect(() => {
    if (notFound) forgetRecent(RECENT_INVOICES, invoiceId)
  }, [notFound, invoiceId])

  return (
    <Stack gap="md" maw={1000}>
      <BackToInvoices />
      <Stack gap={4}>
        <Title order={1}>Invoice {invoiceId}</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Invoice ID
          </Text>
          <CopyValue value={invoiceId} label="invoice ID" />
        </Group>
        <Text size="sm" c="dimmed">
          The API has no call to read an invoice: this page shows what its split payments tell (totals, currency and payments),
          and lets you change its PDF settings.
        </Text>
      </Stack>

      {notFound ? (
        <Stack gap="md">
          <ErrorAlert error={query.error} title={`There is no invoice ${invoiceId}`} />
          <InvoiceLookup submitLabel="Open another invoice" />
        </Stack>
      ) : (
        <>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Payments
              </Title>
              {query.isError ? (
                <ErrorAlert
                  error={query.error}
                  title="The payments could not be loaded"
                  onRetry={() => void query.refetch()}
                  retrying={query.isFetching}
                />
              ) : query.isPending ? (
                <Stack gap={6} aria-busy="true" aria-label="Loading the payments">
                  <Skeleton h={64} />
                  <Skeleton h={16} />
                  <Skeleton h={120} />
                </Stack>
              ) : (
                <SplitPaymentsPanel summary={query.data} />
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                PDF settings
              </Title>
              <PdfSettingsForm invoiceId={invoiceId} />
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  )
}
