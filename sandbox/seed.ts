import { AccountStatus, InvoiceStatus, ProductStatus } from '../src/api/contract/codes'
import { createRng, type Rng } from './random'
import { type AddressRecord, buildAddress, buildInvoice, buildMember, buildProduct, buildUser } from './records'
import { seedAccount } from './seed-account'
import { seedBilling } from './seed-billing'
import { seedCatalog } from './seed-catalog'
import { seedUsers } from './seed-users'
import type { Workspace } from './store'

/**
 * The datasets a workspace starts with.
 *
 * "empty": the merchant and the member the API key belongs to (no two-factor), nothing else.
 * "demo": the same member with two-factor on, and every area's demo records. Deterministic: each area
 * draws from its own seeded generator and dates count from a fixed base time, so every run (and every
 * workspace) gets the same records, and adding an area does not change the others.
 */

export type DatasetName = 'demo' | 'empty'
export const datasetNames = ['demo', 'empty'] as const satisfies readonly DatasetName[]

/** 2026-01-01T00:00:00Z: demo dates are this minus an offset. */
export const DEMO_BASE_TIME = 1767225600
const DAY = 86_400

export interface DatasetContext {
  ws: Workspace
  /** This area's own generator. */
  rng: Rng
  /** The fixed base time (seconds). */
  base: number
  dataset: DatasetName
}

export type AreaSeeder = (ctx: DatasetContext) => void

// ---- merchant and key owner (both datasets) ----

export const DEMO_MERCHANT = {
  id: 10001,
  name: 'Northwind Software Ltd',
  email: 'billing@northwind.example',
  countryCode: 'GB',
} as const

export const OWNER_MEMBER_ID = 1
export const OWNER_EMAIL = 'owner@northwind.example'
/** The owner's password, in both datasets (this is a sandbox: never a real password). */
export const OWNER_PASSWORD = 'northwind-owner'
/** The demo owner's two-factor secret (base32); the empty dataset's owner has none. */
export const DEMO_OWNER_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSMVZA'

/**
 * The merchant and its owner, the member the API key belongs to. The owner holds no role: owning the account grants
 * every permission (member-sign-in.md §7.4).
 */
export function seedMerchant({ ws, base, dataset }: DatasetContext): void {
  ws.merchant = { ...DEMO_MERCHANT, createTime: base - 400 * DAY }
  const createTime = base - 400 * DAY
  const owner = buildMember(ws, {
    id: OWNER_MEMBER_ID,
    email: OWNER_EMAIL,
    password: OWNER_PASSWORD,
    firstName: 'Morgan',
    lastName: 'Reyes',
    mobile: '+44 20 7946 0018',
    isOwner: true,
    status: AccountStatus.active,
    createTime,
    MemberRoles: [],
    MemberGroupPermission: {},
    totpSecret: dataset === 'demo' ? DEMO_OWNER_TOTP_SECRET : '',
  })
  ws.members.put(owner)
  ws.ownerMemberId = owner.id
  ws.sendCode(owner.email)
}

// ---- products ----

const productFamilies = [
  ['Cloud Storage', 'Encrypted file storage with sharing links and version history.'],
  ['Analytics', 'Privacy-friendly web analytics with funnels and retention charts.'],
  ['Backup', 'Nightly off-site backups with point-in-time restore.'],
  ['Email Delivery', 'Transactional e-mail with templates, bounces and open tracking.'],
  ['Video Hosting', 'Ad-free video hosting with adaptive streaming.'],
  ['CRM', 'Contacts, deals and pipelines for small sales teams.'],
  ['Helpdesk', 'Shared inbox, ticket routing and a customer knowledge base.'],
  ['Form Builder', 'Drag-and-drop forms with payments and conditional logic.'],
  ['Status Page', 'Public status pages with incident updates and subscriber alerts.'],
  ['Log Search', 'Centralised logs with full-text search and alerts.'],
  ['CDN', 'Global content delivery with instant purge.'],
  ['Image Resizer', 'On-the-fly image resizing, cropping and format conversion.'],
  ['Feature Flags', 'Gradual rollouts, targeting rules and kill switches.'],
  ['Site Search', 'Typo-tolerant search for websites and shops.'],
  ['Chat Widget', 'Live chat for websites with canned replies.'],
  ['Surveys', 'NPS and customer satisfaction surveys with reports.'],
  ['Scheduler', 'Booking pages and calendar sync for teams.'],
  ['Invoicing', 'Quotes, invoices and reminders in many currencies.'],
  ['Password Vault', 'Team password manager with audit trail.'],
  ['Uptime Monitor', 'HTTP, ping and cron monitoring every minute.'],
] as const

const productTiers = [
  ['Starter', 'For individuals getting started.'],
  ['Team', 'For teams of up to 20 people.'],
  ['Business', 'For growing companies, with priority support.'],
  ['Enterprise', 'With SSO, audit logs and a 99.95 % SLA.'],
  ['Education', 'Discounted for schools and universities.'],
  ['Nonprofit', 'Discounted for registered charities.'],
] as const

const usLocations: readonly Omit<AddressRecord, 'verified'>[] = [
  { address: '500 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105', countryCode: 'US' },
  { address: '200 Park Ave', city: 'New York', state: 'NY', zipCode: '10166', countryCode: 'US' },
  { address: '1201 Elm St', city: 'Dallas', state: 'TX', zipCode: '75270', countryCode: 'US' },
  { address: '1000 2nd Ave', city: 'Seattle', state: 'WA', zipCode: '98104', countryCode: 'US' },
  { address: '100 N Tryon St', city: 'Charlotte', state: 'NC', zipCode: '28202', countryCode: 'US' },
  { address: '200 S Biscayne Blvd', city: 'Miami', state: 'FL', zipCode: '33131', countryCode: 'US' },
  { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606', countryCode: 'US' },
  { address: '1700 Lincoln St', city: 'Denver', state: 'CO', zipCode: '80203', countryCode: 'US' },
]

const taxCodes = ['30070', '81112201', 'SW054000', 'DC010500'] as const

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
}

/** Number of products in the demo dataset. */
export const DEMO_PRODUCT_COUNT = 120

export function seedProducts({ ws, rng, base }: DatasetContext): void {
  const names: { name: string; description: string; tier: string }[] = []
  for (const [family, familyText] of productFamilies) {
    for (const [tier, tierText] of productTiers) {
      names.push({ name: `${family} ${tier}`, description: `${familyText} ${tierText}`, tier })
    }
  }
  // Deterministic shuffle, so neighbouring ids are different families.
  for (let i = names.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[names[i], names[j]] = [names[j], names[i]]
  }
  // Creation dates spread over the ten months before the base time, oldest first.
  let createTime = base - 300 * DAY
  for (let index = 0; index < DEMO_PRODUCT_COUNT; index++) {
    const { name, description, tier } = names[index % names.length]
    createTime += rng.int(1 * 3600, 4 * DAY)
    const gmtModify = Math.min(base - 3600, createTime + (rng.chance(0.4) ? rng.int(3600, 60 * DAY) : 0))
    const withVat = rng.chance(0.25)
    const from = rng.pick(usLocations)
    const nexus = withVat ? usLocations.filter(() => rng.chance(0.35)).slice(0, 3) : []
    const product = buildProduct(ws, {
      id: index + 1,
      productName: name,
      description: rng.chance(0.1) ? '' : description,
      homeUrl: `https://northwind.example/products/${slug(name)}`,
      imageUrl: rng.chance(0.2) ? '' : `https://northwind.example/images/${slug(name)}.png`,
      status: rng.chance(1 / 6) ? ProductStatus.inactive : ProductStatus.active,
      metadata: { sku: `NW-${String(index + 1).padStart(4, '0')}`, tier: tier.toLowerCase() },
      createTime,
      gmtModify,
      usVATConfig: withVat
        ? {
            active: rng.chance(0.8),
            sellOnUSOnly: rng.chance(0.3),
            taxCode: rng.pick(taxCodes),
            fromAddress: buildAddress({ ...from, verified: true }),
            toAddress: buildAddress(),
            nexusAddresses: (nexus.length ? nexus : [from]).map((address) =>
              buildAddress({ ...address, verified: rng.chance(0.7) }),
            ),
          }
        : undefined,
    })
    ws.products.put(product)
  }
}

/** Adds `count` simple generated products (for long lists), with ids after the existing ones. */
export function generateProducts(ws: Workspace, count: number): number {
  const rng = createRng(`generated:${ws.products.size}`)
  const start = ws.now() - count * 60
  for (let i = 0; i < count; i++) {
    const createTime = start + i * 60
    const product = buildProduct(ws, {
      productName: `Generated product ${ws.products.size + 1}`,
      description: 'Generated for a long list.',
      status: rng.chance(0.2) ? ProductStatus.inactive : ProductStatus.active,
      createTime,
      gmtModify: createTime + rng.int(0, 3600),
    })
    ws.products.put(product)
  }
  return count
}

const firstNames = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Tim', 'Hedy', 'Claude', 'Barbara', 'Dennis'] as const
const lastNames = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Berners-Lee', 'Lamarr', 'Shannon', 'Liskov'] as const

/** Adds `count` generated customers (for long lists), with ids after the existing ones. */
export function generateUsers(ws: Workspace, count: number): number {
  const rng = createRng(`generated users:${ws.users.size}`)
  const start = ws.now() - count * 60
  for (let i = 0; i < count; i++) {
    const firstName = rng.pick(firstNames)
    const lastName = rng.pick(lastNames)
    const user = buildUser(ws, {
      firstName,
      lastName,
      userName: `${firstName} ${lastName}`.toLowerCase(),
      email: `${firstName}.${lastName}.${ws.users.size + 1}@generated.example`.toLowerCase(),
      status: rng.chance(0.05) ? AccountStatus.suspended : AccountStatus.active,
      countryCode: rng.pick(['DE', 'FR', 'GB', 'US', 'NL']),
      createTime: start + i * 60,
    })
    ws.users.put(user)
  }
  return count
}

/** Adds `count` generated invoices (for long lists), spread over the existing customers, with ids after the existing ones. */
export function generateInvoices(ws: Workspace, count: number): number {
  const rng = createRng(`generated invoices:${ws.invoices.size}`)
  const userIds = [...ws.users.values()].map((user) => user.id)
  const start = ws.now() - count * 60
  const statuses = [
    InvoiceStatus.paid,
    InvoiceStatus.paid,
    InvoiceStatus.paid,
    InvoiceStatus.open,
    InvoiceStatus.failed,
    InvoiceStatus.cancelled,
  ]
  for (let i = 0; i < count; i++) {
    const createTime = start + i * 60
    const subtotal = rng.int(5, 500) * 100
    const taxPercentage = rng.pick([0, 1900, 2000])
    const taxAmount = Math.round((subtotal * taxPercentage) / 10_000)
    const status = rng.pick(statuses)
    const invoice = buildInvoice(ws, {
      userId: userIds.length ? userIds[i % userIds.length] : 0,
      currency: rng.pick(['EUR', 'USD', 'GBP']),
      totalAmount: subtotal + taxAmount,
      status,
      createTime,
      paidTime: status === InvoiceStatus.paid ? createTime + 600 : 0,
      invoiceName: 'SubscriptionCycle',
      productName: 'Generated plan',
      lines: [{ description: 'Generated plan', unitAmount: subtotal, quantity: 1, amount: subtotal }],
      subtotal,
      taxPercentage,
      taxAmount,
      periodStart: createTime,
      periodEnd: createTime + 30 * DAY,
    })
    ws.invoices.put(invoice)
  }
  return count
}

// ---- datasets ----

/** The areas of the demo dataset, in loading order (a later area may use an earlier one's records). */
export const demoAreas: ReadonlyArray<readonly [area: string, seed: AreaSeeder]> = [
  ['products', seedProducts],
  ['customers', seedUsers],
  ['catalog', seedCatalog],
  ['billing', seedBilling],
  ['account', seedAccount],
]

/** Loads a dataset into an empty workspace. */
export function loadDataset(ws: Workspace, dataset: DatasetName): void {
  seedMerchant({ ws, rng: createRng('merchant'), base: DEMO_BASE_TIME, dataset })
  if (dataset !== 'demo') return
  for (const [area, seed] of demoAreas) {
    seed({ ws, rng: createRng(`demo:${area}`), base: DEMO_BASE_TIME, dataset })
  }
}
