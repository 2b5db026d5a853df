import { Alert, Text, type AlertProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { SafeLink } from '../../components/SafeLink'
import { safeHttpUrl } from '../../lib/urls'

/** A text or number from the API as it is (React escapes it), or "not set" when empty. */
export function TextValue({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return (
      <Text span c="dimmed" inherit>
        not set
      </Text>
    )
  }
  return <Text span inherit style={{ wordBreak: 'break-word' }}>{value}</Text>
}

/** A value that may be an address (social profiles): a link when http(s), plain text otherwise. */
export function LinkOrText({ value }: { value: string | null | undefined }) {
  return safeHttpUrl(value) ? <SafeLink href={value} /> : <TextValue value={value} />
}

/** Yes / No for a boolean of the API. */
export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean | null | undefined; yes?: ReactNode; no?: ReactNode }) {
  if (value === null || value === undefined) {
    return (
      <Text span c="dimmed" inherit>
        not set
      </Text>
    )
  }
  return <>{value ? yes : no}</>
}

/** An informational alert whose title is in the text colour (the coloured light titles fail contrast). */
export function PlainAlert(props: AlertProps) {
  return <Alert variant="light" {...props} styles={{ title: { color: 'var(--mantine-color-text)' } }} />
}
