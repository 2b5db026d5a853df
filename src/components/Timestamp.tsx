import { dimmedText } from './cellClasses'
import { formatLocal, formatUtc, fromEpochSeconds } from '../lib/time'

/**
 * A timestamp in local time, with the UTC value on hover; 0 shows as "not set". Plain elements: tables show
 * many of these.
 */
export function Timestamp({ value }: { value: number | null | undefined }) {
  const date = fromEpochSeconds(value)
  if (!date) {
    return <span className={dimmedText}>not set</span>
  }
  return (
    <time dateTime={date.toISOString()} title={formatUtc(value)}>
      {formatLocal(value)}
    </time>
  )
}
