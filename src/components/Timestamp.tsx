import { Text } from '@mantine/core'
import { formatLocal, formatUtc, fromEpochSeconds } from '../lib/time'

/** A timestamp in local time, with the UTC value on hover; 0 shows as "not set". */
export function Timestamp({ value }: { value: number | null | undefined }) {
  const date = fromEpochSeconds(value)
  if (!date) {
    return (
      <Text span c="dimmed" inherit>
        not set
      </Text>
    )
  }
  return (
    <time dateTime={date.toISOString()} title={formatUtc(value)}>
      {formatLocal(value)}
    </time>
  )
}
