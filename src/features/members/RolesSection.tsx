import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCrown } from '@tabler/icons-react'
import type { MemberRole, MerchantMember } from '../../api/contract/members'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { JsonView } from '../../components/JsonView'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { groupPermissionRows } from './format'

/** The member's roles, each with its permission groups, and the permission groups in effect. */
export function RolesSection({ member }: { member: MerchantMember }) {
  const roles = (member.MemberRoles ?? []).filter((role): role is MemberRole => role != null)
  return (
    <Section title="Roles and permissions" icon={<IconCrown size={18} aria-hidden />} count={roles.length}>
      {roles.length === 0 ? (
        <Text size="sm" c="dimmed">
          No roles.
        </Text>
      ) : (
        <Stack gap="md">
          {roles.map((role, index) => (
            <RoleCard key={role.id ?? `role-${index}`} role={role} />
          ))}
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          Permission groups in effect
        </Title>
        <GroupPermissions value={member.MemberGroupPermission} />
      </Stack>
    </Section>
  )
}

function RoleCard({ role }: { role: MemberRole }) {
  const groups = (role.permissions ?? []).filter((group) => group != null)
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Role: {role.role || 'unnamed'}
          </Title>
          <Group gap="md">
            <Text size="xs" c="dimmed" component="div">
              Role ID {role.id != null ? <CopyValue value={role.id} label={`role ID of ${role.role || 'role'}`} /> : '—'}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              Created <Timestamp value={role.createTime} />
            </Text>
          </Group>
        </Group>
        <DataTable
          label={`Permission groups of the ${role.role || 'unnamed'} role`}
          rows={groups.map((group) => ({ group: group.group, permissions: group.permissions ?? [] }))}
          columns={permissionColumns}
          verticalSpacing={4}
          empty={
            <Text size="sm" c="dimmed">
              No permission groups.
            </Text>
          }
        />
      </Stack>
    </Paper>
  )
}

/** The member's group permissions: a table when each group lists its permissions, JSON otherwise. */
function GroupPermissions({ value }: { value: Record<string, unknown> | null | undefined }) {
  const rows = groupPermissionRows(value)
  if (rows === null) return <JsonView value={value} label="Member group permissions" />
  if (rows.length === 0) return <Dimmed>none</Dimmed>
  return <DataTable label="Permission groups in effect" rows={rows} columns={permissionColumns} verticalSpacing={4} />
}

interface PermissionGroupRow {
  group: string | null | undefined
  permissions: readonly (string | null | undefined)[]
}

const permissionColumns: Column<PermissionGroupRow>[] = [
  {
    header: 'Group',
    width: 200,
    cell: (group) => (
      <Text size="sm" fw={500}>
        {group.group || '—'}
      </Text>
    ),
  },
  { header: 'Permissions', cell: (group) => <PermissionList permissions={group.permissions} /> },
]

function PermissionList({ permissions }: { permissions: readonly (string | null | undefined)[] }) {
  const items = permissions.filter((permission): permission is string => Boolean(permission))
  if (!items.length) return <Dimmed>none</Dimmed>
  return (
    <Group gap={4}>
      {items.map((permission) => (
        <Badge key={permission} variant="outline" color="gray" c="var(--mantine-color-text)" tt="none" size="sm">
          {permission}
        </Badge>
      ))}
    </Group>
  )
}
