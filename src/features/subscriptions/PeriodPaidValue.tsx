import { Timestamp } from '../../components/Timestamp'
import { readPeriodPaid } from './periodPaid'

/** "Yes", "No", or "No, lapses <time>" for a subscription's `currentPeriodPaid`. */
export function PeriodPaidValue({ value }: { value: number | null | undefined }) {
  const period = readPeriodPaid(value)
  if (period.paid) return <>Yes</>
  if (period.lapsesAt === null) return <>No</>
  return (
    <>
      No, lapses <Timestamp value={period.lapsesAt} />
    </>
  )
}
