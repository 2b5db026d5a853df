import { Link } from '@tanstack/react-router'
import { Anchor, Paper, Stack, Text } from '@mantine/core'
import { RecentList } from '../../components/IdLookup'
import { useRecent } from '../../lib/recent'
import { InvoiceLookup } from './InvoiceLookup'
import { RECENT_INVOICES } from './queries'

/** Opening an invoice by its id, for a service without the invoices list; the invoices opened recently on this device. */
export function InvoicesHome() {
  const recent = useRecent(RECENT_INVOICES)
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        Open an invoice by its ID, for example from a renewal, a payment or a redeemed batch code. An invoice&apos;s page shows
        its split payments and lets you change its PDF settings.
      </Text>
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
