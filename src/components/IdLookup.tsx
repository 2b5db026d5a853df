import { useState, type ReactNode } from 'react'
import { Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { z } from 'zod'
import type { RecentItem } from '../lib/recent'

/**
 * Find one object by its id: the id is checked with the contract's rule for it before going anywhere.
 * `parse` turns the typed text into the value (a number for int ids).
 */
export function IdLookup<T>({
  label,
  description,
  schema,
  parse,
  onOpen,
  submitLabel = 'Open',
  defaultValue = '',
}: {
  label: string
  description?: string
  schema: z.ZodType<T>
  parse?: (text: string) => unknown
  onOpen: (value: T) => void
  submitLabel?: string
  defaultValue?: string
}) {
  const [text, setText] = useState(defaultValue)
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = text.trim()
        const result = schema.safeParse(parse ? parse(trimmed) : trimmed)
        if (!result.success) {
          setError(result.error.issues[0]?.message ?? `Enter a valid ${label.toLowerCase()}`)
          ;(event.currentTarget.elements.namedItem('lookup') as HTMLInputElement | null)?.focus()
          return
        }
        setError(null)
        onOpen(result.data)
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          name="lookup"
          label={label}
          description={description}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          w={280}
          autoComplete="off"
        />
        {/* Level with the field: under its label, and under its description if there is one. */}
        <Button type="submit" mt={description ? 44 : 25} leftSection={<IconSearch size={16} aria-hidden />}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  )
}

/** The recently opened items of a kind, each rendered as a link by the caller. */
export function RecentList({
  title,
  items,
  renderLink,
  empty = 'Nothing opened yet on this device.',
}: {
  title: string
  items: RecentItem[]
  renderLink: (item: RecentItem) => ReactNode
  empty?: string
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" aria-label={title}>
            {items.map((item) => (
              <List.Item key={item.id}>
                <Group gap="xs" wrap="nowrap">
                  {renderLink(item)}
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.id}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  )
}
