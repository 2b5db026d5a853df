import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { countParam } from '../src/lib/listSearch'
import {
  landingPages,
  redirectPages,
  startRedirects,
  listPageRows,
  usableFill,
  usableLabel,
  usableSelector,
} from './landing-pages.mjs'

describe('what makes a landing page usable', () => {
  it('is, for a list, its first row and the window full of rows, or a whole first page', () => {
    // The lists' first page, as they draw it when the address names no page size.
    expect(countParam()(undefined)).toBe(listPageRows)
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
