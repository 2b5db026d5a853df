import { navItems } from '../nav'
import type { RecentItem } from '../../lib/recent'
import { userDisplayName } from '../../lib/userName'
import type { User } from '../../api/contract/users'

export interface PaletteAction {
  id: string
  label: string
  description?: string
  group: 'Go straight to' | 'Open by id' | 'Customers' | 'Recently opened' | 'Actions' | 'Pages'
  /** Where it goes (a path with its search). */
  href: string
}

/** What each kind of recently opened item is, and where it lives. */
export const recentKinds: { kind: string; noun: string; href: (id: string) => string }[] = [
  { kind: 'users', noun: 'User', href: (id) => `/users/${encodeURIComponent(id)}` },
  { kind: 'invoices', noun: 'Invoice', href: (id) => `/invoices/${encodeURIComponent(id)}` },
  { kind: 'discountCodes', noun: 'Discount code', href: (id) => `/discounts/codes/${encodeURIComponent(id)}` },
  { kind: 'batchTemplates', noun: 'Batch template', href: (id) => `/discounts/templates/${encodeURIComponent(id)}` },
  { kind: 'batchChildren', noun: 'Child code', href: (id) => `/discounts/children/${encodeURIComponent(id)}` },
  { kind: 'webhookEndpoints', noun: 'Webhook endpoint', href: (id) => `/webhooks?endpointId=${encodeURIComponent(id)}` },
]

const actions: PaletteAction[] = [
  { id: 'create-product', label: 'Create product', group: 'Actions', href: '/products/new' },
  { id: 'validate-vat', label: 'Validate VAT number', group: 'Actions', href: '/vat/validate' },
  {
    id: 'portal-link',
    label: 'Customer-portal link',
    description: 'Create a customer-portal address',
    group: 'Actions',
    href: '/customer-portal',
  },
  { id: 'renew', label: 'Renew a subscription', group: 'Actions', href: '/subscriptions/renew' },
  { id: 'us-uploads', label: 'US VAT upload history', group: 'Actions', href: '/vat/us-uploads' },
  { id: 'activate-plan', label: 'Activate a plan', group: 'Actions', href: '/plans/activate' },
  { id: 'delete-metric', label: 'Delete a metric', group: 'Actions', href: '/metrics/delete' },
  {
    id: 'edit-webhook',
    label: 'Edit a webhook endpoint',
    description: 'Or resend a delivery',
    group: 'Actions',
    href: '/webhooks',
  },
  { id: 'reset-2fa', label: 'Reset two-factor authentication', group: 'Actions', href: '/profile' },
]

const pages: PaletteAction[] = navItems.map((item) => ({
  id: `page-${item.to}`,
  label: item.label,
  group: 'Pages',
  href: item.to,
}))

/** Ids whose shape says what they are: they go straight to their page (a subscription also to renewing it). */
export function recognisedIds(query: string): PaletteAction[] {
  const text = query.trim()
  const id = encodeURIComponent(text)
  if (/^in_[A-Za-z0-9_-]+$/i.test(text)) {
    return [{ id: `invoice-${text}`, label: `Open invoice ${text}`, group: 'Go straight to', href: `/invoices/${id}` }]
  }
  if (/^sub_[A-Za-z0-9_-]+$/i.test(text)) {
    return [
      { id: `subscription-${text}`, label: `Open subscription ${text}`, group: 'Go straight to', href: `/subscriptions/${id}` },
      {
        id: `renew-${text}`,
        label: `Renew subscription ${text}`,
        group: 'Go straight to',
        href: `/subscriptions/renew?subscriptionId=${id}`,
      },
    ]
  }
  return []
}

/** Whether the palette searches customers for this text: words, not an id whose shape says what it is. */
export function searchesCustomers(query: string): boolean {
  const text = query.trim()
  return text.length >= 2 && recognisedIds(text).length === 0
}

/** The customers a search found, each going to its user page. */
export function customerActions(users: Pick<User, 'id' | 'firstName' | 'lastName' | 'userName' | 'email'>[]): PaletteAction[] {
  return users.flatMap((user) =>
    user.id == null
      ? []
      : [
          {
            id: `customer-${user.id}`,
            label: userDisplayName(user),
            description: [user.email, `user ${user.id}`].filter(Boolean).join(' · '),
            group: 'Customers' as const,
            href: `/users/${user.id}`,
          },
        ],
  )
}

/** A number could be the id of several things: offer each. */
function numericIdActions(id: number): PaletteAction[] {
  return [
    { id: `user-${id}`, label: `Open user ${id}`, group: 'Open by id', href: `/users/${id}` },
    {
      id: `renew-user-${id}`,
      label: `Renew the subscription of user ${id}`,
      group: 'Open by id',
      href: `/subscriptions/renew?userId=${id}`,
    },
    { id: `code-${id}`, label: `Open discount code ${id}`, group: 'Open by id', href: `/discounts/codes/${id}` },
    { id: `template-${id}`, label: `Open batch template ${id}`, group: 'Open by id', href: `/discounts/templates/${id}` },
    { id: `child-${id}`, label: `Open child code ${id}`, group: 'Open by id', href: `/discounts/children/${id}` },
    {
      id: `metric-${id}`,
      label: `Delete metric ${id}…`,
      description: 'Asks before deleting',
      group: 'Open by id',
      href: `/metrics/delete?metricId=${id}`,
    },
    { id: `endpoint-${id}`, label: `Edit webhook endpoint ${id}`, group: 'Open by id', href: `/webhooks?endpointId=${id}` },
    { id: `log-${id}`, label: `Resend webhook delivery ${id}`, group: 'Open by id', href: `/webhooks?logId=${id}` },
    { id: `plan-${id}`, label: `Activate plan ${id}`, group: 'Open by id', href: `/plans/activate?planId=${id}` },
  ]
}

/** Every typed word starts a word of the label or description ("vat" finds "VAT", not "activate"). */
function matches(action: PaletteAction, words: string[]) {
  const text = ` ${action.label} ${action.description ?? ''}`.toLowerCase().replace(/[^a-z0-9_]+/g, ' ')
  return words.every((word) => text.includes(` ${word}`))
}

/**
 * The palette's actions for a query, best first: an id with a recognisable shape, then what a number
 * could open, then the customers found for it, then recently opened items, actions and pages that match
 * the words typed. With no query, recently opened items come first.
 */
export function paletteActions(
  query: string,
  recent: Record<string, RecentItem[]>,
  customers: PaletteAction[] = [],
): PaletteAction[] {
  const text = query.trim()
  const recentActions: PaletteAction[] = recentKinds
    .flatMap(({ kind, noun, href }) =>
      (recent[kind] ?? []).map((item) => ({
        id: `recent-${kind}-${item.id}`,
        label: item.name && item.name !== item.id ? `${noun} ${item.id} · ${item.name}` : `${noun} ${item.id}`,
        group: 'Recently opened' as const,
        href: href(item.id),
        openedAt: item.openedAt,
      })),
    )
    .sort((a, b) => b.openedAt - a.openedAt)
    .map(({ openedAt: _openedAt, ...action }) => action)

  if (!text) return [...recentActions.slice(0, 8), ...actions, ...pages]

  const recognised = recognisedIds(text)
  const byId = /^\d+$/.test(text) && Number(text) > 0 ? numericIdActions(Number(text)) : []
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter(Boolean)
  const matching = [...recentActions, ...actions, ...pages].filter((action) => matches(action, words))
  return [...recognised, ...byId, ...customers, ...matching]
}
