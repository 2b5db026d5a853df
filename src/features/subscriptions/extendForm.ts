import { z } from 'zod'
import { HOURS_PER_DAY, subscriptionAddNewTrialStartInput } from '../../api/contract/extensions/subscriptionActions'
import { calendarDay, formatLocal } from '../../lib/time'
import { getTimeZone } from '../../lib/timeZone'

/**
 * Extending a subscription's due date (operations.md §3.10): by a number of days, or to a day picked in a calendar.
 * The service takes whole hours counted from the current period's end, so a picked day becomes the whole days from
 * the due date's day to it (the new due date keeps its time of day). The hours are then checked by the contract's
 * rule; a problem is told at the field that was used.
 */

const SECONDS_PER_DAY = 86_400
const WHOLE = /^\d+$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whole days from the day of `periodEnd` (seconds) to a picked day ("2026-03-01"), both days on the calendar of the
 * chosen time zone; null when it is not a day.
 */
export function daysUntil(periodEnd: number, day: string, timeZone: string | null = getTimeZone()): number | null {
  const picked = DAY.exec(day.trim())
  const from = DAY.exec(calendarDay(periodEnd, timeZone))
  if (!picked || !from) return null
  const utcDay = (match: RegExpExecArray) => Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (new Date(utcDay(picked)).getUTCDate() !== Number(picked[3])) return null
  return Math.round((utcDay(picked) - utcDay(from)) / (SECONDS_PER_DAY * 1000))
}

export const extendWays = ['days', 'date'] as const
export type ExtendWay = (typeof extendWays)[number]

/** The form: the way chosen, and the days or the day as typed. Sends the contract's request. */
export function extendFormSchema(subscriptionId: string, periodEnd: number) {
  const hoursRule = subscriptionAddNewTrialStartInput.shape.appendTrialEndHour
  return z
    .object({
      by: z.enum(extendWays),
      days: z.string().optional(),
      date: z.string().optional(),
    })
    .transform((values, ctx) => {
      const field = values.by
      let days: number
      if (field === 'days') {
        const typed = values.days?.trim() ?? ''
        if (!WHOLE.test(typed) || Number(typed) < 1) {
          ctx.addIssue({ code: 'custom', path: ['days'], message: 'Enter a whole number of days, at least 1' })
          return z.NEVER
        }
        days = Number(typed)
      } else {
        const counted = values.date ? daysUntil(periodEnd, values.date) : null
        if (counted === null) {
          ctx.addIssue({ code: 'custom', path: ['date'], message: 'Pick the new due date' })
          return z.NEVER
        }
        if (counted < 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['date'],
            message: `Pick a day after the current due date (${formatLocal(periodEnd)})`,
          })
          return z.NEVER
        }
        days = counted
      }
      const hours = hoursRule.safeParse(days * HOURS_PER_DAY)
      if (!hours.success) {
        for (const issue of hours.error.issues) ctx.addIssue({ code: 'custom', path: [field], message: issue.message })
        return z.NEVER
      }
      return { subscriptionId, appendTrialEndHour: hours.data }
    })
    .pipe(subscriptionAddNewTrialStartInput)
}
export type ExtendFormValues = z.input<ReturnType<typeof extendFormSchema>>

export const extendFormDefaults: ExtendFormValues = { by: 'days', days: '', date: '' }

/** The due date after adding `hours` to the current period's end (seconds). */
export function newDueDate(periodEnd: number, hours: number): number {
  return periodEnd + hours * 3600
}

type PeriodEnds = { currentPeriodEnd?: number | null; originalPeriodEnd?: number | null; trialEnd?: number | null }

/**
 * The stored end of the current period, which an extension counts from: an API key reads `currentPeriodEnd` as the
 * later of it and `trialEnd`, and the stored end as `originalPeriodEnd` (real-service.md A6).
 */
export function storedPeriodEnd({ currentPeriodEnd, originalPeriodEnd }: PeriodEnds): number {
  const current = currentPeriodEnd ?? 0
  return originalPeriodEnd && originalPeriodEnd > 0 && originalPeriodEnd <= current ? originalPeriodEnd : current
}

/** When the subscription is next due: the period's end, or a later extended due date (`trialEnd`). */
export function dueDate({ currentPeriodEnd, trialEnd }: PeriodEnds): number {
  return Math.max(currentPeriodEnd ?? 0, trialEnd ?? 0)
}
