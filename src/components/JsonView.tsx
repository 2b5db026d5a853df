import { Code, Text } from '@mantine/core'

/** Formats JSON (an object, or text that holds JSON); other text is shown as it is. */
export function formatJson(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2)
    } catch {
      return value
    }
  }
  return JSON.stringify(value, null, 2)
}

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
