// The pages people land on, as `npm run perf` measures them and `npm run size` holds their first-load JavaScript:
//   name        how the reports call it
//   path        where it is opened, cold
//   routes      its route files, outermost first (their split components load before it is usable)
//   usable      what the person waits for: { input: true } for the first text input, { rows: 'Table name' } for the
//               rows of the table of that accessible name
//   signedIn    opened with a session in the tab (the sandbox's key)
//   seed        the sandbox's control API `/seed` body the page needs, sent once before measuring
//   pageTurn    time "Next page" on it
//   recordPage  where its rows open their records (the start of those pages' addresses): time opening the first
//   budgetKb    JavaScript loaded before it is usable, gzipped, at most (`npm run size`)
//   aim         time until usable, at most, as a ratio to `against`: 'baseline' (a card with an input) or 'list'
//               (the stack's own list page drawing the same content), CPU ×4

/** A page turn, a click until the new rows are painted, at the median (CPU ×4). */
export const pageTurnAimMs = 100
/** A record opened from its list, a click until its page is drawn, at the median (CPU ×4). */
export const recordOpenAimMs = 300

// Budgets: what the pages load with the libraries as published, plus a little room; a page that outgrows its
// budget is a change to look at, not a number to raise.
const listBudgetKb = 300
const listAim = { ratio: 1.1, against: 'list' }

export const landingPages = [
  {
    name: 'sign-in',
    path: '/sign-in',
    routes: ['src/routes/sign-in.tsx'],
    usable: { input: true },
    signedIn: false,
    budgetKb: 235,
    aim: { ratio: 1.2, against: 'baseline' },
  },
  {
    ...list('products', '/products', 'products', 'Products'),
    seed: { generateProducts: 10_000 },
  },
  {
    ...list('customers', '/users', 'users', 'Customers'),
    seed: seedOf('users', (n) => ({ id: n, email: `customer${n}@example.test`, firstName: 'Customer', lastName: String(n) })),
    recordPage: '/users/',
  },
  {
    ...list('invoices', '/invoices', 'invoices', 'Invoices'),
    seed: seedOf('invoices', (n) => ({ invoiceId: `in_${n}`, userId: 1, currency: 'EUR', totalAmount: 1000 + n, status: 3 })),
    recordPage: '/invoices/',
  },
  {
    ...list('payments', '/payments', 'payments', 'Payments'),
    // Invoices of their own (not the invoices list's), each paid once.
    seed: seedOf('invoices', (n) => ({
      invoiceId: `in_paid_${n}`,
      userId: 1,
      currency: 'EUR',
      totalAmount: 1000 + n,
      status: 3,
      payments: [{ paymentId: `pay_${n}`, status: 20, totalAmount: 1000 + n }],
    })),
  },
  {
    ...list('subscriptions', '/subscriptions', 'subscriptions', 'Subscriptions'),
    seed: seedOf('subscriptions', (n) => ({ subscriptionId: `sub_${n}`, userId: 1, planId: 1, amount: 1000 + n })),
    recordPage: '/subscriptions/',
  },
  {
    ...list('discounts', '/discounts', 'discounts', 'Discount codes'),
    seed: seedOf('discountCodes', (n) => ({ id: n, code: `CODE${n}`, name: `Discount ${n}`, discountPercentage: 100 + n })),
    recordPage: '/discounts/codes/',
  },
  {
    ...list('plans', '/plans', 'plans', 'Plans'),
    seed: seedOf('plans', (n) => ({ id: n, planName: `Plan ${n}`, amount: 1000 + n })),
  },
  {
    ...list('metrics', '/metrics', 'metrics', 'Metrics'),
    seed: seedOf('metrics', (n) => ({ id: n, code: `metric_${n}`, metricName: `Metric ${n}` })),
  },
]

// ---- the speed figures of the timeline and the home page ----

/** The customer whose timeline is measured: one of their own, apart from the lists' records. */
export const timelineCustomer = 9_001
/** The entries the timeline draws at first (its `TIMELINE_STEP`): its first screen. */
export const timelineFirstScreen = 25

/**
 * Two figures `npm run perf` measures besides the landing pages, each from cold loads at CPU ×4, signed in:
 *   name      how the reports call it
 *   path      where it is opened
 *   seed      the sandbox's control API `/seed` body it needs
 *   measure   'timeline': the time from the customer's page being usable (its heading and sections drawn, nothing in
 *             the window loading) until the first screen of its timeline (`timelineFirstScreen` entries) is painted;
 *             'counts': the time until every count of the page is painted, as a ratio to the rows of the landing
 *             page `against` (loaded in alternation with it)
 *   aim       { ms } at most, or { ratio } at most
 */
export const scenarios = [
  {
    name: 'customer timeline',
    what: 'a customer with 2,000 timeline entries: from their page usable to the first screen of the timeline painted',
    path: `/users/${timelineCustomer}`,
    // 1,000 invoices, each paid once: 2,000 entries (an invoice and a payment each).
    seed: {
      users: [{ id: timelineCustomer, email: 'timeline@example.test', firstName: 'Timeline', lastName: 'Customer' }],
      invoices: Array.from({ length: 1_000 }, (_, index) => ({
        invoiceId: `in_story_${index + 1}`,
        userId: timelineCustomer,
        currency: 'EUR',
        totalAmount: 1_000 + index,
        status: 3,
        createTime: 1_700_000_000 + index * 3_600,
        payments: [
          {
            paymentId: `pay_story_${index + 1}`,
            status: 20,
            totalAmount: 1_000 + index,
            createTime: 1_700_000_000 + index * 3_600 + 60,
          },
        ],
      })),
    },
    measure: 'timeline',
    aim: { ms: 400 },
  },
  {
    name: 'home counts',
    what: "Today: every count painted, as a ratio to the invoices list's rows",
    path: '/',
    // What each count counts: waiting invoices with failed payments, unstarted subscriptions, new customers.
    seed: {
      users: Array.from({ length: 50 }, (_, index) => ({ id: 9_100 + index, email: `new${index}@example.test` })),
      subscriptions: Array.from({ length: 50 }, (_, index) => ({
        subscriptionId: `sub_new_${index}`,
        userId: 9_100 + index,
        planId: 1,
        status: index % 2 ? 1 : 7,
      })),
      invoices: Array.from({ length: 50 }, (_, index) => ({
        invoiceId: `in_waiting_${index}`,
        userId: 9_100 + index,
        currency: 'EUR',
        totalAmount: 1_000,
        status: 2,
        payments: [{ paymentId: `pay_failed_${index}`, status: 30, totalAmount: 1_000 }],
      })),
    },
    measure: 'counts',
    against: 'invoices',
    aim: { ratio: 1.5 },
  },
]

/** A signed-in list page, its rows in the table `table`, its route in `src/routes/_app/<area>/index.tsx`. */
function list(name, path, area, table) {
  return {
    name,
    path,
    routes: ['src/routes/_app.tsx', `src/routes/_app/${area}/index.tsx`],
    usable: { rows: table },
    signedIn: true,
    pageTurn: true,
    budgetKb: listBudgetKb,
    aim: listAim,
  }
}

/** The seed of 500 records of `collection`, made by `record(n)` for n = 1..500: 25 pages. */
function seedOf(collection, record) {
  return { [collection]: Array.from({ length: 500 }, (_, index) => record(index + 1)) }
}

/** The CSS selector of what makes a page usable. */
export function usableSelector(usable) {
  if (usable.input) return 'input:not([type="hidden"]), textarea'
  if (usable.rows) return `table[aria-label="${usable.rows}"] tbody tr`
  throw new Error(`usable must name an input or a table of rows: ${JSON.stringify(usable)}`)
}

/** How many rows a list shows on its first page (the lists' default page size). */
export const listPageRows = 20

/** For a list, how many rows make it usable when they do not fill the window: a whole first page. */
export const usableFill = (usable) => (usable.rows ? listPageRows : undefined)

/** How many times "Next page" can be pressed on a list from its first page. */
export function turnsAvailable(page) {
  const seed = page.seed ?? {}
  const records = seed.generateProducts ?? Object.values(seed).find(Array.isArray)?.length ?? 0
  return Math.max(0, Math.ceil(records / listPageRows) - 1)
}

/** "first input" or "rows in view", for reports. */
export const usableLabel = (usable) => (usable.input ? 'first input' : 'rows in view')
