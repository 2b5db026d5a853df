import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { IconExternalLink } from '@tabler/icons-react'
import { userGetInput } from '../../api/contract/users'
import { IdLookup, parseIntId, RecentList } from '../../components/IdLookup'
import { useRecent } from '../../lib/recent'
import { RECENT_USERS } from './queries'

/** The customers area: open a user by id (the API has no user list), and the users opened recently here. */
export function UsersLookup() {
  const navigate = useNavigate()
  const recent = useRecent(RECENT_USERS)
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Customers</Title>
        <Text size="sm" c="dimmed">
          Open a customer by user ID. The service has no customer list, so the customers you open are remembered on this device
          (IDs and names only).
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <IdLookup
          label="User ID"
          description="A whole number, for example 12"
          schema={userGetInput.shape.userId}
          parse={parseIntId}
          submitLabel="Open user"
          onOpen={(userId) => void navigate({ to: '/users/$userId', params: { userId: String(userId) } })}
        />
      </Paper>
      <RecentList
        title="Recently opened customers"
        items={recent}
        empty="No customers opened on this device yet."
        renderLink={(item) => (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId: item.id }} />}>
            {item.name}
          </Anchor>
        )}
      />
      <Group>
        <Anchor component={Link} to="/customer-portal" size="sm">
          <Group gap={4}>
            <IconExternalLink size={14} aria-hidden /> Create a customer-portal link
          </Group>
        </Anchor>
      </Group>
    </Stack>
  )
}
