import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconCrown, IconDeviceDesktop, IconKey, IconShieldLock, IconUser } from '@tabler/icons-react'
import { TotpType } from '../../api/contract/codes'
import type { Device, MemberRole, MerchantMember, OAuthAccount } from '../../api/contract/members'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { groupPermissionRows, memberName } from './format'
import { memberQueries } from './queries'
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog'

/** The signed-in member (4.12), with the two-factor reset (4.11). */
export function ProfilePage() {
  const query = useQuery(memberQueries.profile())
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>My profile</Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the profile">
          <Skeleton h={120} />
          <Skeleton h={160} />
          <Skeleton h={200} />
        </Stack>
      ) : query.isError ? (
        <ErrorAlert
          error={query.error}
          title="The profile could not be loaded"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data == null ? (
        <Paper withBorder p="md">
          <Text size="sm">The service answered without a member.</Text>
        </Paper>
      ) : (
        <Profile member={query.data} />
      )}
    </Stack>
  )
}

function notSet(text = 'not set') {
  return (
    <Text span c="dimmed" inherit>
      {text}
    </Text>
  )
}

function Section({
  title,
  icon,
  children,
  count,
}: {
  title: string
  icon: React.ReactNode
  children: React.ReactNode
  count?: number
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group gap="xs">
          {icon}
          <Title order={2} size="h4" id={id}>
            {title}
            {count !== undefined ? ` (${count})` : ''}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

function Profile({ member }: { member: MerchantMember }) {
  const [resetting, setResetting] = useState(false)
  const roles = (member.MemberRoles ?? []).filter((role): role is MemberRole => role != null)
  const devices = (member.deviceList ?? []).filter((device): device is Device => device != null)
  const accounts = (member.oauthAccounts ?? []).filter((account): account is OAuthAccount => account != null)
  const twoFactorOn = (member.totpType ?? 0) >= TotpType.authenticatorApp
  // After a reset the button that opened the dialog is gone: the focus goes to the new state instead.
  const twoFactorState = useRef<HTMLParagraphElement>(null)
  const closeReset = () => {
    setResetting(false)
    if (!twoFactorOn) twoFactorState.current?.focus()
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={600} size="lg">
              {memberName(member)}
            </Text>
            {member.email ? <CopyValue value={member.email} label="e-mail" mono={false} /> : null}
          </Stack>
          <Group gap="xs">
            {member.isOwner ? (
              <Badge variant="light" color="indigo" tt="none" leftSection={<IconCrown size={14} aria-hidden />}>
                Owner
              </Badge>
            ) : (
              <Badge variant="light" color="gray" tt="none">
                Member
              </Badge>
            )}
            <Badge
              variant="light"
              color={twoFactorOn ? 'teal' : 'yellow'}
              tt="none"
              leftSection={<IconShieldLock size={14} aria-hidden />}
            >
              {twoFactorOn ? 'Two-factor on' : 'Two-factor off'}
            </Badge>
          </Group>
        </Group>
      </Paper>

      <Section title="Account" icon={<IconUser size={18} aria-hidden />}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label="First name">{member.firstName || notSet()}</Field>
          <Field label="Last name">{member.lastName || notSet()}</Field>
          <Field label="E-mail">
            {member.email ? <CopyValue value={member.email} label="e-mail address" mono={false} /> : notSet()}
          </Field>
          <Field label="Mobile">
            {member.mobile ? <CopyValue value={member.mobile} label="mobile number" mono={false} /> : notSet()}
          </Field>
          <Field label="Owner">{member.isOwner ? 'Yes, the merchant account owner' : 'No'}</Field>
          <Field label="Status">
            {member.status != null ? (
              <Text span size="sm">
                {member.status}
              </Text>
            ) : (
              notSet()
            )}
          </Field>
          <Field label="Member ID">{member.id != null ? <CopyValue value={member.id} label="member ID" /> : notSet()}</Field>
          <Field label="Merchant ID">
            {member.merchantId != null ? <CopyValue value={member.merchantId} label="merchant ID" /> : notSet()}
          </Field>
          <Field label="Member since">
            <Timestamp value={member.createTime} />
          </Field>
          <Field label="Password">{member.isBlankPasswd ? 'Not set yet' : 'Set'}</Field>
        </SimpleGrid>
      </Section>

      <Section title="Two-factor authentication" icon={<IconShieldLock size={18} aria-hidden />}>
        <Group justify="space-between" align="center">
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm">Authenticator:</Text>
              <CodeBadge kind="totpType" value={member.totpType} />
            </Group>
            <Text size="sm" c="dimmed" ref={twoFactorState} tabIndex={-1}>
              {twoFactorOn
                ? 'Signing in asks for a code from an authenticator app.'
                : 'Two-factor authentication is not set up: signing in needs only the password.'}
            </Text>
          </Stack>
          {twoFactorOn ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setResetting(true)}
            >
              Reset two-factor
            </Button>
          ) : null}
        </Group>
      </Section>

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

      <Section title="Devices" icon={<IconDeviceDesktop size={18} aria-hidden />} count={devices.length}>
        <Text size="sm" component="div">
          Current device identity:{' '}
          {member.currentDeviceIdentity ? (
            <CopyValue value={member.currentDeviceIdentity} label="current device identity" />
          ) : (
            notSet()
          )}
        </Text>
        <DevicesTable devices={devices} currentIdentity={member.currentDeviceIdentity} />
      </Section>

      <Section title="Linked accounts" icon={<IconUser size={18} aria-hidden />} count={accounts.length}>
        <OAuthTable accounts={accounts} />
      </Section>

      <ResetTwoFactorDialog member={member} opened={resetting} onClose={closeReset} />
    </Stack>
  )
}

function PermissionList({ permissions }: { permissions: readonly (string | null | undefined)[] }) {
  const items = permissions.filter((permission): permission is string => Boolean(permission))
  if (!items.length) return notSet('none')
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
          rowKey={(group, index) => `${group.group}-${index}`}
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
  if (rows.length === 0) return notSet('none')
  return (
    <DataTable
      label="Permission groups in effect"
      rows={rows}
      columns={permissionColumns}
      rowKey={(group) => group.group ?? ''}
      verticalSpacing={4}
    />
  )
}

interface PermissionGroup {
  group: string | null | undefined
  permissions: readonly (string | null | undefined)[]
}

const permissionColumns: Column<PermissionGroup>[] = [
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

function DevicesTable({ devices, currentIdentity }: { devices: Device[]; currentIdentity: string | null | undefined }) {
  const isCurrent = (device: Device) =>
    device.currentDevice === true || (Boolean(device.identity) && device.identity === currentIdentity)
  const columns: Column<Device>[] = [
    {
      header: 'Device',
      cell: (device) => (
        <Stack gap={2}>
          <Text size="sm" fw={isCurrent(device) ? 600 : undefined}>
            {device.name || 'Unnamed device'}
          </Text>
          {isCurrent(device) ? (
            <Group gap={4} wrap="nowrap">
              <IconCircleCheck size={14} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Text size="xs" fw={600} c="var(--mantine-color-anchor)" style={{ whiteSpace: 'nowrap' }}>
                This device
              </Text>
            </Group>
          ) : null}
        </Stack>
      ),
    },
    {
      header: 'Identity',
      cell: (device) =>
        device.identity ? <CopyValue value={device.identity} label={`identity of ${device.name || 'device'}`} /> : '—',
    },
    {
      header: 'IP address',
      cell: (device) => (
        <Text size="sm" ff="monospace">
          {device.ipAddress || '—'}
        </Text>
      ),
    },
    { header: 'Last login', cell: (device) => <SmallTimestamp value={device.lastLoginTime} /> },
    { header: 'Last activity', cell: (device) => <SmallTimestamp value={device.lastActiveTime} /> },
    { header: 'Last two-factor check', cell: (device) => <SmallTimestamp value={device.lastTotpVerificationTime} /> },
    {
      header: 'Status',
      cell: (device) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {device.status ? 'Active' : 'Inactive'}
        </Text>
      ),
    },
  ]
  return (
    <DataTable
      label="Devices"
      rows={devices}
      columns={columns}
      rowKey={(device, index) => device.identity || `device-${index}`}
      minWidth={900}
      striped
      empty={
        <Text size="sm" c="dimmed">
          No devices have signed in yet.
        </Text>
      }
    />
  )
}

function SmallTimestamp({ value }: { value: number | null | undefined }) {
  return (
    <Text size="sm">
      <Timestamp value={value} />
    </Text>
  )
}

const oauthColumns: Column<OAuthAccount>[] = [
  {
    header: 'Provider',
    cell: (account) => (
      <Text size="sm" fw={500} tt="capitalize">
        {account.provider || '—'}
      </Text>
    ),
  },
  { header: 'Name', cell: (account) => <Text size="sm">{account.name || '—'}</Text> },
  { header: 'E-mail', cell: (account) => <Text size="sm">{account.email || '—'}</Text> },
  { header: 'E-mail verified', cell: (account) => <Text size="sm">{account.emailVerified ? 'Yes' : 'No'}</Text> },
  {
    header: 'Provider ID',
    cell: (account) =>
      account.providerId ? <CopyValue value={account.providerId} label={`${account.provider || 'provider'} ID`} /> : '—',
  },
  {
    header: 'Picture',
    cell: (account) => (
      <Text size="sm">
        <SafeLink href={account.image}>{`${account.provider || 'Account'} picture`}</SafeLink>
      </Text>
    ),
  },
]

function OAuthTable({ accounts }: { accounts: OAuthAccount[] }) {
  return (
    <DataTable
      label="Linked accounts"
      rows={accounts}
      columns={oauthColumns}
      rowKey={(account, index) => `${account.provider}-${account.providerId}-${index}`}
      minWidth={800}
      striped
      empty={
        <Text size="sm" c="dimmed">
          No sign-in accounts from other providers are linked.
        </Text>
      }
    />
  )
}
