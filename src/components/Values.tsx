import type { ReactNode } from 'react'
import { Text } from '@mantine/core'

/** Secondary text within a value, "not set" by default. */
export function Dimmed({ children = 'not set' }: { children?: ReactNode }) {
  return (
    <Text span inherit c="dimmed">
      {children}
    </Text>
  )
}

/** A text or number from the API as it is (React escapes it), or "not set" when empty. */
export function TextValue({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return <Dimmed />
  return <span style={{ wordBreak: 'break-word' }}>{value}</span>
}

/** Yes / No for a boolean of the API, "not set" when absent. */
export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean | null | undefined; yes?: ReactNode; no?: ReactNode }) {
  if (value === null || value === undefined) return <Dimmed />
  return <>{value ? yes : no}</>
}
