import { ActionIcon, CopyButton, Group, Text } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'

/**
 * A value (an id, an e-mail, a URL) shown in monospace with a button that copies it. Kept light (no
 * tooltip component): tables render many of these.
 */
export function CopyValue({ value, label, mono = true }: { value: string | number; label: string; mono?: boolean }) {
  const text = String(value)
  return (
    <Group gap={4} wrap="nowrap" display="inline-flex">
      <Text span ff={mono ? 'monospace' : undefined} inherit style={{ overflowWrap: 'break-word' }}>
        {text}
      </Text>
      <CopyButton value={text} timeout={1500}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="sm"
            onClick={copy}
            title={copied ? 'Copied' : `Copy ${label}`}
            aria-label={copied ? `${label} copied` : `Copy ${label}`}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  )
}
