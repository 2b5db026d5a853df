import { expect, type Locator, type Page } from '@playwright/test'

/** Unfolds a record page's "All details", where every field that is not in its summary waits. */
export async function openAllDetails(page: Page) {
  const toggle = page.getByRole('button', { name: 'All details' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** Opens the dialog that decreases a currency's promo credit, from the customer's summary actions. */
export async function openPromoDecrease(page: Page, currency: string) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Promo credit' }).click()
  await page.getByRole('menuitem', { name: `Decrease ${currency} promo credit` }).click()
}

/** A laptop's first screen: what a record page shows before any scrolling. */
export const firstScreen = { width: 1400, height: 900 }

/** Each record page of the demo data, with its first facts and the related list that follows its summary. */
export const recordPages: {
  name: string
  path: string
  facts: string[]
  related: (page: Page) => Locator
  actions: string[]
}[] = [
  {
    name: 'customer',
    path: '/users/1',
    facts: ['Current subscription', 'Next charge', 'Credit balance', 'Last payment', 'Open invoices'],
    related: (page) => page.getByRole('region', { name: /^Subscriptions/ }),
    actions: ['Renew a subscription', 'Customer portal link', 'Delete user'],
  },
  {
    name: 'subscription',
    path: '/subscriptions/sub_1',
    facts: ['Plan', 'Amount per period', 'Period ends', 'Current period paid', 'Customer', 'Latest invoice'],
    related: (page) => page.getByRole('table', { name: 'Invoices of the customer' }),
    actions: ['Renew'],
  },
  {
    name: 'invoice',
    path: '/invoices/in_19',
    facts: ['Amount', 'Customer', 'Subscription', 'Refunds'],
    related: (page) => page.getByRole('table', { name: 'Split payments' }),
    actions: ['PDF settings'],
  },
  {
    name: 'discount-code',
    path: '/discounts/codes/2',
    facts: ['Discount', 'Used', 'Applies to', 'Who may use it'],
    related: (page) => page.getByRole('button', { name: 'All details' }),
    actions: ['Decrease quantity'],
  },
  {
    name: 'batch-template',
    path: '/discounts/templates/1',
    facts: ['Discount', 'Child codes used', 'Code prefix'],
    related: (page) => page.getByRole('table', { name: 'Child codes' }),
    actions: [],
  },
  {
    name: 'batch-child-code',
    path: '/discounts/children/1',
    facts: ['Redeemed', 'Discount', 'Plan', 'Invoice'],
    related: (page) => page.getByRole('region', { name: 'Parent template' }),
    actions: [],
  },
  {
    name: 'webhook-endpoint',
    path: '/webhooks/1',
    facts: ['Events', 'Deliveries', 'Last modified'],
    related: (page) => page.getByRole('table', { name: 'Deliveries' }),
    actions: ['Edit endpoint'],
  },
]
