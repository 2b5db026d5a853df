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
//   budget     what may load before it is usable: JavaScript, gzipped, and the number of JS files requested

export const landingPages = [
  {
    name: 'sign-in',
    path: '/sign-in',
    routes: ['src/routes/sign-in.tsx'],
    usable: { input: true },
    signedIn: false,
    budget: { jsKb: 225, requests: 7 },
  },
  {
    name: 'products',
    path: '/products',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/products/index.tsx'],
    usable: { rows: 'Products' },
    signedIn: true,
    seed: { generateProducts: 10_000 },
    pageTurn: true,
    budget: { jsKb: 310, requests: 8 },
  },
  {
    name: 'customers',
    path: '/users',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/users/index.tsx'],
    usable: { rows: 'Customers' },
    signedIn: true,
    seed: {
      users: Array.from({ length: 500 }, (_, index) => ({
        id: index + 1,
        email: `customer${index + 1}@example.test`,
        firstName: 'Customer',
        lastName: String(index + 1),
      })),
    },
    pageTurn: true,
    budget: { jsKb: 305, requests: 8 },
  },
  {
    name: 'invoices',
    path: '/invoices',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/invoices/index.tsx'],
    usable: { rows: 'Invoices' },
    signedIn: true,
    seed: {
      invoices: Array.from({ length: 500 }, (_, index) => ({
        invoiceId: `in_${index + 1}`,
        userId: 1,
        currency: 'EUR',
        totalAmount: 1000 + index,
        status: 3,
      })),
    },
    pageTurn: true,
    budget: { jsKb: 305, requests: 8 },
  },
]

/** The CSS selector of what makes a page usable. */
export function usableSelector(usable) {
  if (usable.input) return 'input:not([type="hidden"]), textarea'
  if (usable.rows) return `table[aria-label="${usable.rows}"] tbody tr`
  throw new Error(`usable must name an input or a table of rows: ${JSON.stringify(usable)}`)
}

/** "first input" or "first row", for reports. */
export const usableLabel = (usable) => (usable.input ? 'first input' : 'first row')
