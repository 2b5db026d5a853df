import { Anchor, Group, Paper, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { RecentList } from '../../components/IdLookup'
import { useRecent } from '../../lib/recent'
import { OpenUserById } from './OpenUserById'
import { PortalLinkAnchor } from './PortalLinkAnchor'
import { RECENT_USERS } from './queries'
import { PageTitle } from '../../components/PageParts'

/** The customers area of a service without a customer list: open a user by id, and the users opened recently here. */
export function UsersLookup() {
  const recent = useRecent(RECENT_USERS)
  return (
    <Stack gap="md" maw={760}>
      <PageTitle title="Customers">
        Open a customer by user ID. The customers you open are remembered on this device (IDs and names only).
      </PageTitle>
      <Paper withBorder p="md">
        <OpenUserById description="A whole number, for example 12" />
      </Paper>
      <RecentList
        title="Recently opened customers"
        items={recent}
        empty="No customers opened on this device yet."
        renderLink={(item) => (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId: Number(item.id) }} />}>
            {item.name}
          </Anchor>
        )}
      />
      <Group>
        <PortalLinkAnchor />
      </Group>
    </Stack>
  )
}
