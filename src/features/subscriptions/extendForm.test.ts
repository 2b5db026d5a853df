import { describe, expect, it } from 'vitest'
import { daysUntil, dueDate, extendFormSchema, storedPeriodEnd } from './extendForm'

/** Noon, local time, on a day: seconds. */
const noon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).getTime() / 1000

describe('extending a due date', () => {
  const end = noon(2026, 3, 10)
  const schema = extendFormSchema('sub_1', end)
  const issues = (values: Record<string, string>) =>
    schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('sends days as whole hours', () => {
    expect(schema.parse({ by: 'days', days: '7' })).toEqual({ subscriptionId: 'sub_1', appendTrialEndHour: 168 })
  })

  it('counts a picked day in whole days from the due date’s day', () => {
    expect(daysUntil(end, '2026-03-11')).toBe(1)
    expect(daysUntil(end, '2026-04-10')).toBe(31)
    expect(schema.parse({ by: 'date', date: '2026-03-17' })).toEqual({ subscriptionId: 'sub_1', appendTrialEndHour: 168 })
  })

  it('reads the due date’s day on the calendar of the chosen time zone', () => {
    // 2026-03-10 23:30 UTC is already 11 March in Tokyo, still 10 March in New York.
    const lateUtc = Date.UTC(2026, 2, 10, 23, 30) / 1000
    expect(daysUntil(lateUtc, '2026-03-12', 'Asia/Tokyo')).toBe(1)
    expect(daysUntil(lateUtc, '2026-03-12', 'America/New_York')).toBe(2)
    // Across the change to summer time (8 March in New York) a day is still a day.
    expect(daysUntil(Date.UTC(2026, 2, 7, 12) / 1000, '2026-03-09', 'America/New_York')).toBe(2)
  })

  it('refuses, at the field used, days that are not a whole number of at least 1', () => {
    for (const days of ['', '0', '2.5', '-3', 'ten']) {
      expect(issues({ by: 'days', days })).toEqual([['days', 'Enter a whole number of days, at least 1']])
    }
    expect(issues({ by: 'days', days: '40000' })).toEqual([['days', 'Hours to add cannot exceed 100 years']])
  })

  it('refuses a day that is not after the due date, or no day', () => {
    expect(issues({ by: 'date', date: '2026-03-10' })?.[0]?.[0]).toBe('date')
    expect(issues({ by: 'date', date: '2026-03-10' })?.[0]?.[1]).toMatch(/^Pick a day after the current due date/)
    expect(issues({ by: 'date', date: '2026-02-01' })?.[0]?.[0]).toBe('date')
    expect(issues({ by: 'date', date: '' })).toEqual([['date', 'Pick the new due date']])
    expect(daysUntil(end, '2026-02-30')).toBeNull()
  })

  it('counts from the stored period end, and shows the later of it and an extended due date', () => {
    expect(storedPeriodEnd({ currentPeriodEnd: 2_000, originalPeriodEnd: 1_500 })).toBe(1_500)
    expect(storedPeriodEnd({ currentPeriodEnd: 2_000, originalPeriodEnd: 0 })).toBe(2_000)
    expect(storedPeriodEnd({ currentPeriodEnd: 2_000, originalPeriodEnd: 9_000 })).toBe(2_000)
    expect(dueDate({ currentPeriodEnd: 2_000, trialEnd: 3_000 })).toBe(3_000)
    expect(dueDate({ currentPeriodEnd: 2_000, trialEnd: 100 })).toBe(2_000)
  })
})
