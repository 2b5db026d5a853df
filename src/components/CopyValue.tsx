import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'

/** A value (an id, an e-mail, a URL) shown in monospace with a button that copies it. */
export function CopyValue({ value, label, mono = true }: { value: string | number; label: string; mono?: boolean }) {
  const text = String(value)
  return (
    <Group gap={4} wrap="nowrap" display="inline-flex">
      <Text span ff={mono ? 'monospace' : undefined} size="inherit" style={{ wordBreak: 'break-all' }}>
        {text}
      </Text>
      <CopyButton value={text} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={copied ? `${label} copied` : `Copy ${label}`}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  )
}
