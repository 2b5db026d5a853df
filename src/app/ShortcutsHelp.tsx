import { Group, Kbd, Modal, Table, Text } from '@mantine/core'
import { Fragment } from 'react'
import { shortcuts } from './shortcuts'

/** The "?" help sheet: every keyboard shortcut. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Text size="sm" c="dimmed" mb="sm">
        Shortcuts work anywhere except while typing in a field. For “g then a key”, press g, then the key.
      </Text>
      <Table aria-label="Keyboard shortcuts" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">What they do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.description}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shortcut.keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 ? <Text span size="xs">{shortcut.keys[0] === 'g' ? 'then' : '+'}</Text> : null}
                      <Kbd>{key}</Kbd>
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{shortcut.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  )
}
