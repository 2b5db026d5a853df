import { useState } from 'react'
import { Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'

/**
 * A list's one search box, a field of its filters' form (`name`, `defaultValue` and `error` from `useFilterFields`):
 * its text narrows the list; an id opens its record on Enter (the form's `onEnter` calls `useOpenTypedId`'s `open`), which the line
 * under the box announces as it is typed.
 */
export function SearchField({
  label = 'Search',
  description,
  opens,
  name,
  defaultValue,
  error,
  w = 320,
}: {
  label?: string
  description: string
  opens: (text: string) => string | null
  name: string
  defaultValue: string | undefined
  error?: string
  w?: number
}) {
  const [target, setTarget] = useState(() => opens(defaultValue ?? ''))
  return (
    <Stack gap={2}>
      <TextInput
        type="search"
        label={label}
        description={description}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        w={w}
        name={name}
        defaultValue={defaultValue}
        error={error}
        onChange={(event) => setTarget(opens(event.currentTarget.value))}
      />
      <Text size="xs" c="dimmed" aria-live="polite" mih={18}>
        {target ? `Enter opens ${target}` : ''}
      </Text>
    </Stack>
  )
}
