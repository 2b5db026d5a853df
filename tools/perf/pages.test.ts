import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  landingPages,
  scenarios,
  timelineCustomer,
  timelineFirstScreen,
  turnsAvailable,
  usableFill,
  usableLabel,
  usableSelector,
} from './pages.mjs'

describe('the pages measured', () => {
  it('name route files that exist, outermost first', () => {
    for (const page of landingPages) {
      for (const route of page.routes) expect(existsSync(route), `${page.name}: ${route}`).toBe(true)
    }
  })

  it('are usable, a list once its rows are in view, sign-in once its first input is', () => {
    for (const page of landingPages.filter((each) => each.usable.rows)) {
      expect(usableSelector(page.usable)).toBe(`table[aria-label="${page.usable.rows}"] tbody tr`)
      expect(usableFill(page.usable)).toBe(20)
      expect(usableLabel(page.usable)).toBe('rows in view')
    }
    const signIn = landingPages.find((page) => page.name === 'sign-in')!
    expect(usableFill(signIn.usable)).toBeUndefined()
    expect(usableLabel(signIn.usable)).toBe('first input')
  })

  it("open records from a list's rows where a route of one record is", () => {
    const opening = landingPages.filter((page) => page.recordPage)
    expect(opening.map((page) => page.name)).toEqual(['customers', 'invoices', 'subscriptions', 'discounts'])
    for (const page of opening) {
      const files = readdirSync(`src/routes/_app${page.recordPage}`)
      expect(
        files.some((file) => /^\$\w+\.tsx$/.test(file)),
        page.name,
      ).toBe(true)
    }
  })

  it("turn a list's pages only as far as its seeded records go", () => {
    const byName = Object.fromEntries(landingPages.map((page) => [page.name, page]))
    expect(turnsAvailable(byName.products!)).toBe(499)
    expect(turnsAvailable(byName.customers!)).toBe(24)
    expect(turnsAvailable(byName['sign-in']!)).toBe(0)
    expect(turnsAvailable({ seed: { users: Array.from({ length: 41 }) } })).toBe(2)
    expect(turnsAvailable({ seed: { users: Array.from({ length: 40 }) } })).toBe(1)
    for (const page of landingPages.filter((each) => each.pageTurn))
      expect(turnsAvailable(page), page.name).toBeGreaterThanOrEqual(20)
  })
})

describe('the speed figures of the timeline and the home page', () => {
  it('time the first screen the timeline draws, of a customer with 2,000 entries', async () => {
    // The merge's module, not the timeline's component: a unit test does not load the pages' components.
    const { TIMELINE_STEP } = await import('../../src/features/timeline/merge')
    expect(timelineFirstScreen).toBe(TIMELINE_STEP)
    const timeline = scenarios.find((scenario) => scenario.measure === 'timeline')!
    const invoices = timeline.seed.invoices as { userId: number; payments: unknown[] }[]
    expect(invoices.every((invoice) => invoice.userId === timelineCustomer)).toBe(true)
    expect(invoices.length + invoices.flatMap((invoice) => invoice.payments).length).toBe(2_000)
  })

  it("measure the counts against a landing page's rows", () => {
    const counts = scenarios.find((scenario) => scenario.measure === 'counts')!
    const against = landingPages.find((page) => page.name === counts.against)
    expect(against?.usable.rows).toBeTruthy()
  })
})
