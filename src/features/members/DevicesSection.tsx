import { Group, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconDeviceDesktop } from '@tabler/icons-react'
import type { Device, MerchantMember } from '../../api/contract/members'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'

/** The devices the member signed in from, this one pointed out. */
export function DevicesSection({ member }: { member: MerchantMember }) {
  const devices = (member.deviceList ?? []).filter((device): device is Device => device != null)
  const current = member.currentDeviceIdentity
  const isCurrent = (device: Device) => device.currentDevice === true || (Boolean(device.identity) && device.identity === current)
  return (
    <Section title="Devices" icon={<IconDeviceDesktop size={18} aria-hidden />} count={devices.length}>
      <Text size="sm" component="div">
        Current device identity: {current ? <CopyValue value={current} label="current device identity" /> : <Dimmed />}
      </Text>
      <DataTable
        label="Devices"
        rows={devices}
        columns={deviceColumns(isCurrent)}
        minWidth={900}
        striped
        empty={
          <Text size="sm" c="dimmed">
            No devices have signed in yet.
          </Text>
        }
      />
    </Section>
  )
}

const deviceColumns = (isCurrent: (device: Device) => boolean): Column<Device>[] => [
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

function SmallTimestamp({ value }: { value: number | null | undefined }) {
  return (
    <Text size="sm">
      <Timestamp value={value} />
    </Text>
  )
}
