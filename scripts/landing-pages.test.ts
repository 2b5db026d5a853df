import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { countSearch } from '../src/lib/listSearch'
import {
  landingPages,
  redirectPages,
  startRedirects,
  listPageRows,
  turnsAvailable,
  usableFill,
  usableLabel,
  usableSelector,
} from './landing-pages.mjs'

describe('what makes a landing page usable', () => {
  it('is, for a list, its first row and the window full of rows, or a whole first page', () => {
    // The lists' first page, as they draw it when the address names no page size.
    expect(countSearch().parse(undefined)).toBe(listPageRows)
    for (const page of landingPages.filter((each) => each.usable.rows)) {
      expect(usableSelector(page.usable)).toBe(`table[aria-label="${page.usable.rows}"] tbody tr`)
      expect(usableFill(page.usable)).toBe(listPageRows)
      expect(usableLabel(page.usable)).toBe('rows in view')
    }
  })

  it('is, for sign-in, its first input', () => {
    const signIn = landingPages.find((page) => page.name === 'sign-in')!
    expect(usableFill(signIn.usable)).toBeUndefined()
    expect(usableLabel(signIn.usable)).toBe('first input')
  })
})

describe("where a list's rows open their records", () => {
  it('is a page of the app: a route of one record under that address', () => {
    const opening = landingPages.filter((page) => page.recordPage)
    expect(opening.map((page) => page.name)).toEqual(['customers', 'invoices', 'subscriptions', 'discounts'])
    for (const page of opening) {
      expect(page.usable.rows, page.name).toBeDefined()
      const files = readdirSync(`src/routes/_app${page.recordPage}`)
      expect(
        files.some((file) => /^\$\w+\.tsx$/.test(file)),
        `${page.name}: a record's route in src/routes/_app${page.recordPage}`,
      ).toBe(true)
    }
  })
})

describe('an address the app sends on to a landing page as it starts', () => {
  it("is fetched ahead as that page: its path with the page's routes", () => {
    const products = landingPages.find((page) => page.path === '/products')!
    expect(startRedirects).toEqual({ '/': '/products' })
    expect(redirectPages).toEqual([{ path: '/', routes: products.routes, signedIn: true }])
  })
})

describe('how many pages a list has to turn to', () => {
  it("is its seeded records' pages but the first, so a run never asks for a turn past the last page", () => {
    const byName = Object.fromEntries(landingPages.map((page) => [page.name, page]))
    expect(turnsAvailable(byName.products!)).toBe(499)
    expect(turnsAvailable(byName.customers!)).toBe(24)
    expect(turnsAvailable(byName['sign-in']!)).toBe(0)
    // A last page only partly full is a page too.
    expect(turnsAvailable({ ...byName.customers!, seed: { users: Array.from({ length: 41 }) } })).toBe(2)
    expect(turnsAvailable({ ...byName.customers!, seed: { users: Array.from({ length: 40 }) } })).toBe(1)
    // Every list turned by a run has the turns a default run asks for.
    for (const page of landingPages.filter((each) => each.pageTurn))
      expect(turnsAvailable(page), page.name).toBeGreaterThanOrEqual(20)
  })
})
