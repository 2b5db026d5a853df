import { formatLocal, formatUtc, fromEpochSeconds } from '../lib/time'
import { useTimeZone } from '../lib/timeZone'
import { Dimmed } from './Values'

/**
 * A timestamp in the chosen time zone, with the UTC value on hover; 0 shows as "not set". Plain elements: tables
 * show many of these.
 */
export function Timestamp({ value }: { value: number | null | undefined }) {
  const timeZone = useTimeZone()
  const date = fromEpochSeconds(value)
  if (!date) {
    return <Dimmed />
  }
  return (
    <time dateTime={date.toISOString()} title={formatUtc(value)}>
      {formatLocal(value, timeZone)}
    </time>
  )
}
