import { Code, Text } from '@mantine/core'
import { formatJson } from '../lib/json'

export function JsonView({ value, label }: { value: unknown; label: string }) {
  const text = formatJson(value)
  if (text === null || text === '{}') {
    return (
      <Text span c="dimmed" size="sm">
        none
      </Text>
    )
  }
  return (
    <Code block aria-label={label} style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Code>
  )
}
