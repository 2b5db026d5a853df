import { Select, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { DialogFrame } from '../components/DialogFrame'
import { browserTimeZone, knownTimeZones, setTimeZone, useTimeZone } from '../lib/timeZone'

/** The choice that follows the browser: not a zone's name, so never mistaken for one. */
const BROWSER = 'browser'

/**
 * Choosing the time zone dates are shown and typed in: the browser's, or any zone the browser knows, found by
 * typing part of its name. The choice applies at once and is kept on this device.
 */
export function TimeZoneDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const zone = useTimeZone()
  const data = useMemo(
    () => [
      { value: BROWSER, label: `The browser’s (${browserTimeZone()})` },
      ...knownTimeZones().map((name) => ({ value: name, label: name })),
    ],
    [],
  )
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Time zone" size="md">
      <Stack gap="sm">
        <Select
          label="Show and enter dates in"
          description="Type part of a name to find a zone, such as Berlin or New_York."
          data={data}
          value={zone ?? BROWSER}
          onChange={(value) => setTimeZone(value === BROWSER ? null : value)}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No time zone of that name"
          maxDropdownHeight={280}
        />
        <Text size="sm" c="dimmed">
          Every date on the pages and in the filters uses this zone; point at a date to see it in UTC. The choice is kept on this
          device.
        </Text>
      </Stack>
    </DialogFrame>
  )
}
