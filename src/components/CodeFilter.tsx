import { useId } from 'react'
import { Chip, Group, Stack, Text } from '@mantine/core'
import { codeOptions, codeWord, type CodeKind } from '../api/contract/codes'

/** A list filter on the values of one code table, each a checkbox chip named by its word; none chosen is every value. */
export function CodeFilter({
  kind,
  label,
  value,
  onChange,
}: {
  kind: CodeKind
  label: string
  value: readonly number[] | undefined
  onChange: (values: number[] | undefined) => void
}) {
  const id = useId()
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Chip.Group
        multiple
        value={(value ?? []).map(String)}
        onChange={(chosen) => onChange(chosen.length ? chosen.map(Number).sort((a, b) => a - b) : undefined)}
      >
        <Group gap={6}>
          {codeOptions(kind).map((option) => (
            <Chip key={option.value} value={String(option.value)} size="sm" title={`Code ${option.value}`}>
              {codeWord(kind, option.value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  )
}
