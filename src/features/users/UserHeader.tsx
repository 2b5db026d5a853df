import { Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconExternalLink, IconRefresh, IconTrash } from '@tabler/icons-react'
import { CopyValue } from '../../components/CopyValue'
import { safeHttpUrl } from '../../lib/urls'
import type { SafeUser } from './format'

/** The user's picture, name, id and e-mail, flags, and the page's actions. */
export function UserHeader({
  user,
  userId,
  name,
  onDelete,
}: {
  user: SafeUser
  userId: number
  name: string
  onDelete: () => void
}) {
  const avatar = safeHttpUrl(user.avatarUrl)
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Group gap="md" align="center" wrap="nowrap">
        <Avatar src={avatar} alt={avatar ? `Picture of ${name}` : undefined} size="lg" radius="xl" />
        <Stack gap={4}>
          <Title order={1} style={{ wordBreak: 'break-word' }}>
            {name}
          </Title>
          <Group gap="md" wrap="wrap">
            <Text size="sm" component="div">
              User ID <CopyValue value={userId} label="user ID" />
            </Text>
            {user.email ? (
              <Text size="sm" component="div">
                <CopyValue value={user.email} label="e-mail" mono={false} />
              </Text>
            ) : null}
            {user.isRisk === 1 ? (
              <Badge color="red" variant="light" tt="none">
                risk flagged
              </Badge>
            ) : null}
            {user.isSpecial === 1 ? (
              <Badge color="indigo" variant="light" tt="none">
                special
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs">
        <Button
          renderRoot={(props) => <Link {...props} to="/subscriptions/renew" search={{ userId }} />}
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
        >
          Renew a subscription
        </Button>
        <Button
          renderRoot={(props) => <Link {...props} to="/customer-portal" search={{ userId }} />}
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Customer portal link
        </Button>
        <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Delete user
        </Button>
      </Group>
    </Group>
  )
}
