import { Group, Kbd, Text } from '@mantine/core'
import { Fragment } from 'react'
import { DataTable, type Column } from '../components/DataTable'
import { DialogFrame } from '../components/DialogFrame'
import { shortcuts } from './shortcuts'

const columns: Column<(typeof shortcuts)[number]>[] = [
  {
    header: 'Keys',
    cell: (shortcut) => (
      <Group gap={4} wrap="nowrap">
        {shortcut.keys.map((key, index) => (
          <Fragment key={key}>
            {index > 0 ? (
              <Text span size="xs">
                {shortcut.keys[0] === 'g' ? 'then' : '+'}
              </Text>
            ) : null}
            <Kbd>{key}</Kbd>
          </Fragment>
        ))}
      </Group>
    ),
  },
  { header: 'What they do', cell: (shortcut) => shortcut.description },
]

/** The "?" help sheet: every keyboard shortcut. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Text size="sm" c="dimmed" mb="sm">
        Shortcuts work anywhere except while typing in a field. For “g then a key”, press g, then the key.
      </Text>
      <DataTable label="Keyboard shortcuts" rows={shortcuts} columns={columns} verticalSpacing={6} />
    </DialogFrame>
  )
}
