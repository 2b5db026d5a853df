import { formatLocal, formatUtc, fromEpochSeconds } from '../lib/time'
import { Dimmed } from './Values'

/**
 * A timestamp in local time, with the UTC value on hover; 0 shows as "not set". Plain elements: tables show
 * many of these.
 */
export function Timestamp({ value }: { value: number | null | undefined }) {
  const date = fromEpochSeconds(value)
  if (!date) {
    return <Dimmed />
  }
  return (
    <time dateTime={date.toISOString()} title={formatUtc(value)}>
      {formatLocal(value)}
    </time>
  )
}
