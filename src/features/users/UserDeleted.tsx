import { useEffect } from 'react'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BackLink, Notice } from '../../components/PageParts'
import type { DeletedUser } from './DeleteUserModal'
import { userQueries } from './queries'

/** What is left of the page once the user is deleted: what happened, and the way back. */
export function UserDeleted({ deleted }: { deleted: DeletedUser }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    queryClient.removeQueries({ queryKey: userQueries.detail(deleted.userId).queryKey })
    void queryClient.invalidateQueries({ queryKey: userQueries.lists() })
  }, [queryClient, deleted.userId])
  return (
    <Stack gap="md" maw={720}>
      <BackLink to="/users">Customers</BackLink>
      <Title order={1}>User deleted</Title>
      <Notice title="The user was deleted">
        <Stack gap={4}>
          <Text size="sm">
            {deleted.name} (user ID {deleted.userId}) was deleted and removed from your recently opened customers.
          </Text>
          {deleted.forced ? <Text size="sm">Their active subscriptions were cancelled first.</Text> : null}
        </Stack>
      </Notice>
      <Group>
        <Button component={Link} to="/users" variant="default">
          Find another customer
        </Button>
      </Group>
    </Stack>
  )
}
