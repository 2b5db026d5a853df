import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core'
import { formatJson } from '../lib/json'

function isJsonText(value: string | null | undefined): boolean {
  try {
    JSON.parse(value ?? '')
    return true
  } catch {
    return false
  }
}

/**
 * A payload sent or received (a request, a response, a webhook body) under its title: formatted JSON, or
 * the text as it came when it is not JSON, said so in its badge and its name.
 */
export function Payload({ title, value }: { title: string; value: string | null | undefined }) {
  const text = formatJson(value)
  const isJson = isJsonText(value)
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {text ? (
          <Badge size="sm" variant="light" color={isJson ? 'indigo' : 'gray'} tt="none">
            {isJson ? 'JSON' : 'text'}
          </Badge>
        ) : null}
      </Group>
      {text ? (
        <Box
          component="pre"
          aria-label={`${title} (${isJson ? 'JSON' : 'text'})`}
          tabIndex={0}
          m={0}
          p="sm"
          fz="xs"
          ff="monospace"
          bg="var(--mantine-color-default-hover)"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            maxHeight: 360,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {text}
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          empty
        </Text>
      )}
    </Stack>
  )
}
