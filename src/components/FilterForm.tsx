import { useEffect, useRef, type ReactNode } from 'react'
import { Box, Button, Group } from '@mantine/core'
import { IconFilter, IconX } from '@tabler/icons-react'
import type { FilterFormProps } from '../lib/useFilterFields'

/**
 * The typed filters of a list (codes, amounts, ids, search text), applied together with "Apply filters"
 * or Enter, so that each is checked before anything is sent. "Clear" shows while a filter is applied;
 * once it has cleared them, the focus goes back to the first field.
 */
export function FilterForm({
  label,
  active,
  form,
  onClear,
  children,
}: {
  /** The form's accessible name, as in "Filter plans". */
  label: string
  /** Whether any of these filters is applied. */
  active: boolean
  /** The form's own props, from the filters' `useFilterFields`. */
  form: FilterFormProps
  onClear: () => void
  /** The fields, each with a label above it. */
  children: ReactNode
}) {
  const clearing = useRef(false)
  useEffect(() => {
    if (!active && clearing.current) {
      clearing.current = false
      form.ref.current?.querySelector<HTMLInputElement>('input')?.focus()
    }
  }, [active, form.ref])
  return (
    <Box component="form" {...form} aria-label={label}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        {children}
        <Button type="submit" variant="default" mt={25} leftSection={<IconFilter size={16} aria-hidden />}>
          Apply filters
        </Button>
        {active ? (
          <Button
            variant="subtle"
            mt={25}
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => {
              clearing.current = true
              onClear()
            }}
          >
            Clear
          </Button>
        ) : null}
      </Group>
    </Box>
  )
}
