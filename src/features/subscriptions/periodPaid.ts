/**
 * What a subscription's `currentPeriodPaid` says. The real service sends 1 when the current period is
 * paid and otherwise the time (seconds) at which the unpaid period lapses; 0 or a missing value is
 * simply unpaid. So only 1 means paid: a time is never read as "yes".
 */
export type PeriodPaid = { paid: true } | { paid: false; lapsesAt: number | null }

export function readPeriodPaid(value: number | null | undefined): PeriodPaid {
  if (value === 1) return { paid: true }
  return { paid: false, lapsesAt: typeof value === 'number' && value > 1 ? value : null }
}
