import { ActionIcon, CopyButton, Group, Text } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'

/** How long a button says "copied". */
export const COPIED_MS = 1500

/**
 * A value (an id, an e-mail, a URL) shown with a button that copies it. Keyed by the value: a table row drawn
 * again for another record keeps no "copied" mark of the last one.
 */
export function CopyValue({ value, label, mono = true }: { value: string | number; label: string; mono?: boolean }) {
  const text = String(value)
  return (
    <Group gap={4} wrap="nowrap" display="inline-flex">
      <Text span inherit ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'break-word' }}>
        {text}
      </Text>
      <CopyButton key={text} value={text} timeout={COPIED_MS}>
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
