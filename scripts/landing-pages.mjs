// The pages people land on, one entry each. `npm run perf` measures them and `npm run size` holds their
// budgets, so a new list page is one more entry here:
//   name       how the reports call it
//   path       where it is opened, cold
//   routes     its route files, outermost first: their component chunks load before it is usable
//   usable     what the person waits for: { input: true } for the first text input, { rows: 'Table name' } for the
//              first row of the table of that accessible name
//   signedIn   opened with a session in the tab (the sandbox's key)
//   seed       the sandbox's control API `/seed` body the page needs, sent once before measuring
//   pageTurn   time "Next page" on it (a list with more than 20 pages of records)
//   recordPage where a list's rows open their records (the start of those pages' addresses): time opening its first
//              row's record
//   budget     what may load before it is usable: JavaScript, gzipped, and the number of JS files requested; and
//              `without`, the packages it must not load before then
//   aim        how long it may take to be usable, as a multiple of the baseline's time (CPU ×4, a quiet machine)

/** What a list page may load before its rows are usable. */
const listBudget = { jsKb: 227, requests: 4 }
/** How long a list may take until its first row is painted, against the baseline's input. */
const listAim = 1.5

/** How long a page turn may take, a click until the new rows are painted, at the median (CPU ×4). */
export const pageTurnAimMs = 100

export const landingPages = [
  {
    name: 'sign-in',
    path: '/sign-in',
    routes: ['src/routes/sign-in.tsx'],
    usable: { input: true },
    signedIn: false,
    // The app's first page: it starts with the public pages' route tree (src/publicRouteTree.ts), so none of the
    // signed-in pages' loaders or calls; its form is checked by its schema through the form library, as every form.
    budget: { jsKb: 184, requests: 3 },
    aim: 1.1,
  },
  {
    name: 'products',
    path: '/products',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/products/index.tsx'],
    usable: { rows: 'Products' },
    signedIn: true,
    seed: { generateProducts: 10_000 },
    pageTurn: true,
    budget: listBudget,
    aim: listAim,
  },
  {
    ...list('customers', '/users', 'users', 'Customers', 'users', (n) => ({
      id: n,
      email: `customer${n}@example.test`,
      firstName: 'Customer',
      lastName: String(n),
    })),
    recordPage: '/users/',
  },
  {
    ...list('invoices', '/invoices', 'invoices', 'Invoices', 'invoices', (n) => ({
      invoiceId: `in_${n}`,
      userId: 1,
      currency: 'EUR',
      totalAmount: 1000 + n,
      status: 3,
    })),
    recordPage: '/invoices/',
  },
  {
    ...list('subscriptions', '/subscriptions', 'subscriptions', 'Subscriptions', 'subscriptions', (n) => ({
      subscriptionId: `sub_${n}`,
      userId: 1,
      planId: 1,
      amount: 1000 + n,
    })),
    recordPage: '/subscriptions/',
  },
  {
    ...list('discounts', '/discounts', 'discounts', 'Discount codes', 'discountCodes', (n) => ({
      id: n,
      code: `CODE${n}`,
      name: `Discount ${n}`,
      discountPercentage: 100 + n,
    })),
    recordPage: '/discounts/codes/',
  },
  list('plans', '/plans', 'plans', 'Plans', 'plans', (n) => ({ id: n, planName: `Plan ${n}`, amount: 1000 + n })),
  list('metrics', '/metrics', 'metrics', 'Metrics', 'metrics', (n) => ({
    id: n,
    code: `metric_${n}`,
    metricName: `Metric ${n}`,
  })),
]

/**
 * A signed-in list page of more than 20 pages: 500 records of `collection` (the sandbox's seed key) made by
 * `record(n)` for n = 1..500, its rows in the table `table`, opened at `path` from `src/routes/_app/<area>/`.
 */
function list(name, path, area, table, collection, record) {
  return {
    name,
    path,
    routes: ['src/routes/_app.tsx', `src/routes/_app/${area}/index.tsx`],
    usable: { rows: table },
    signedIn: true,
    seed: { [collection]: Array.from({ length: 500 }, (_, index) => record(index + 1)) },
    pageTurn: true,
    budget: listBudget,
    aim: listAim,
  }
}

/**
 * Addresses the app sends on to a landing page as it starts, by that page's path: `boot.js` asks for that page's
 * code and first data for them (src/firstRequests.ts, `preloadTable`). The dashboard's root, where people most often
 * open it, goes to the products; src/firstRequests.test.ts holds it to the root route's redirect.
 */
export const startRedirects = { '/': '/products' }

/** The pages of `startRedirects`, as `preloadTable` takes them: each address with its landing page's routes. */
export const redirectPages = Object.entries(startRedirects).map(([from, to]) => {
  const page = landingPages.find((candidate) => candidate.path === to)
  if (!page) throw new Error(`${from} goes to ${to}, which is no landing page`)
  return { path: from, routes: page.routes, signedIn: page.signedIn }
})

/** The CSS selector of what makes a page usable. */
export function usableSelector(usable) {
  if (usable.input) return 'input:not([type="hidden"]), textarea'
  if (usable.rows) return `table[aria-label="${usable.rows}"] tbody tr`
  throw new Error(`usable must name an input or a table of rows: ${JSON.stringify(usable)}`)
}

/** How many rows a list shows on its first page (the lists' default page size, src/lib/listSearch.ts). */
export const listPageRows = 20

/**
 * For a list, how many rows make it usable when they do not fill the window down to its bottom edge: a whole
 * first page (`watchUsable` in scripts/perf.mjs; every list here is seeded with more than a page of records); none
 * for an input.
 */
export const usableFill = (usable) => (usable.rows ? listPageRows : undefined)

/**
 * How many times "Next page" can be pressed on a list from its first page: its seeded records' pages but the first
 * (`generateProducts`, or the length of the one collection its seed holds); 0 for a page without a seed.
 */
export function turnsAvailable(page) {
  const seed = page.seed ?? {}
  const records = seed.generateProducts ?? Object.values(seed).find(Array.isArray)?.length ?? 0
  return Math.max(0, Math.ceil(records / listPageRows) - 1)
}

/** "first input" or "rows in view" (the first row, and the window full of rows or the whole page), for reports. */
export const usableLabel = (usable) => (usable.input ? 'first input' : 'rows in view')
