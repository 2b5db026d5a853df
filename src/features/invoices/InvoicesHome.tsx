import { Link } from '@tanstack/react-router'
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { RecentList } from '../../components/IdLookup'
import { useRecent } from '../../lib/recent'
import { InvoiceLookup } from './InvoicePage'
import { RECENT_INVOICES } from './queries'

/** Find an invoice by its id; the invoices opened recently on this device. */
export function InvoicesHome() {
  const recent = useRecent(RECENT_INVOICES)
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Invoices</Title>
        <Text size="sm" c="dimmed">
          The API has no list of invoices: open one by its ID, for example from a renewal, a payment or a redeemed batch code. An
          invoice&apos;s page shows its split payments and lets you change its PDF settings.
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <InvoiceLookup />
      </Paper>
      <RecentList
        title="Recently opened invoices"
        items={recent}
        empty="No invoice opened yet on this device."
        renderLink={(item) => (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: item.id }} />}>
            {item.name}
          </Anchor>
        )}
      />
      <Text size="sm">
        Renewing a subscription creates an invoice:{' '}
        <Anchor component={Link} to="/subscriptions/renew">
          renew a subscription
        </Anchor>
        .
      </Text>
    </Stack>
  )
}
