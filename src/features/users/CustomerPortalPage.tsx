import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Anchor, Group, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { BackLink, PageTitle } from '../../components/PageParts'
import { PortalLinkForm } from './PortalLinkForm'
import { PortalLinkResult, type PortalLink } from './PortalLinkResult'

/** Create a customer-portal address (4.6) for a user, by user id or by external user id with e-mail. */
export function CustomerPortalPage({ userId }: { userId?: number }) {
  const [result, setResult] = useState<PortalLink | null>(null)
  return (
    <Stack gap="md" maw={760}>
      {userId !== undefined ? (
        // Back to the user the page was opened from.
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId }} />}>
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> User {userId}
          </Group>
        </Anchor>
      ) : (
        <BackLink to="/users">Customers</BackLink>
      )}
      <PageTitle title="Customer portal link">
        Creates an address where a customer manages their subscriptions. Identify the customer by user ID, or by external user ID
        together with e-mail.
      </PageTitle>
      <PortalLinkForm userId={userId} onCreated={setResult} />
      <div role="status" aria-live="polite">
        {result ? <PortalLinkResult result={result} /> : null}
      </div>
    </Stack>
  )
}
