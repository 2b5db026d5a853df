import { Text, Tooltip } from '@mantine/core'
import { formatLocal, formatUtc, fromEpochSeconds } from '../lib/time'

/** A timestamp in local time, with the UTC value on hover; 0 shows as "not set". */
export function Timestamp({ value }: { value: number | null | undefined }) {
  const date = fromEpochSeconds(value)
  if (!date) {
    return (
      <Text span c="dimmed" size="inherit">
        not set
      </Text>
    )
  }
  return (
    <Tooltip label={formatUtc(value)} openDelay={300}>
      <time dateTime={date.toISOString()} tabIndex={0}>
        {formatLocal(value)}
      </time>
    </Tooltip>
  )
}
