import type { ComponentType } from 'react'
import type { RoutePath } from '../lib/routePath'
import { mayUse, type PermissionGroup } from '../session/permissions'
import { isMemberSession, type Session } from '../session/session'
import {
  IconActivity,
  IconChartBar,
  IconCreditCard,
  IconDiscount,
  IconFileInvoice,
  IconHome,
  IconListCheck,
  IconPackage,
  IconReceiptTax,
  IconRefresh,
  IconUserCircle,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react'

export interface NavItem {
  to: RoutePath
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Spec sections the page covers. */
  sections: string[]
  /** The second key of its "g then key" shortcut. */
  key: string
  /**
   * The permission group of the official portal that covers the area (member-sign-in.md §7.2); for a page drawn from
   * several areas, those groups, any of which opens it.
   */
  group: PermissionGroup | readonly PermissionGroup[]
  /** Only for a member signed in as themselves (an API key belongs to no member). */
  memberOnly?: boolean
}

/** The areas the home page counts in: it is there for a role that may read any of them. */
export const todayGroups = ['invoice', 'subscription', 'user'] as const satisfies readonly PermissionGroup[]

/** Whether the session may use a page of the group, or of any of the groups. */
export function mayOpen(session: Session | null, group: NavItem['group']): boolean {
  return typeof group === 'string' ? mayUse(session, group) : group.some((one) => mayUse(session, one))
}

/**
 * The navigation names areas, each opening on its list; the forms by ID and the actions are reached from
 * there (the customer-portal link from the customers, a renewal from the subscriptions). An entry appears
 * only for a page that works.
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'Today', icon: IconHome, sections: [], key: 't', group: todayGroups },
  { to: '/products', label: 'Products', icon: IconPackage, sections: ['4.2', '4.3'], key: 'p', group: 'plan' },
  {
    to: '/users',
    label: 'Customers',
    icon: IconUsers,
    sections: ['4.15', '4.13', '4.10', '4.16', '4.6'],
    key: 'c',
    group: 'user',
  },
  { to: '/subscriptions', label: 'Subscriptions', icon: IconRefresh, sections: ['4.1'], key: 's', group: 'subscription' },
  { to: '/invoices', label: 'Invoices', icon: IconFileInvoice, sections: ['4.4', '4.5'], key: 'i', group: 'invoice' },
  { to: '/payments', label: 'Payments', icon: IconCreditCard, sections: [], key: 'y', group: 'invoice' },
  { to: '/discounts', label: 'Discounts', icon: IconDiscount, sections: ['4.7', '4.8', '4.9'], key: 'd', group: 'discount-code' },
  { to: '/plans', label: 'Plans', icon: IconListCheck, sections: ['4.21'], key: 'l', group: 'plan' },
  { to: '/metrics', label: 'Metrics', icon: IconChartBar, sections: ['4.14'], key: 'm', group: 'billable-metric' },
  { to: '/vat', label: 'VAT', icon: IconReceiptTax, sections: ['4.17', '4.18'], key: 'v', group: 'configuration' },
  { to: '/webhooks', label: 'Webhooks', icon: IconWebhook, sections: ['4.22', '4.23'], key: 'w', group: 'configuration' },
  { to: '/activity', label: 'Activity', icon: IconActivity, sections: [], key: 'a', group: 'activity-logs' },
  {
    to: '/profile',
    label: 'My profile',
    icon: IconUserCircle,
    sections: ['4.12', '4.11'],
    key: 'u',
    group: 'my-account',
    memberOnly: true,
  },
]

/** Pages outside the navigation's areas, and the group that covers each. */
const otherPages: { to: string; group: PermissionGroup }[] = [{ to: '/customer-portal', group: 'user' }]

/** The area a path belongs to (its own entry, or one of the pages under it). */
function areaOf(pathname: string): { group: NavItem['group']; memberOnly?: boolean; label?: string } | undefined {
  const under = (to: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`))
  return navItems.find((item) => under(item.to)) ?? otherPages.find((page) => under(page.to))
}

/** The areas the session may use, in the navigation's order. */
export function navItemsFor(session: Session | null): NavItem[] {
  return navItems.filter((item) => mayOpen(session, item.group) && (!item.memberOnly || isMemberSession(session)))
}

/** Why the session may not open a path, or null when it may. */
export function restriction(pathname: string, session: Session | null): 'role' | 'member' | null {
  const area = areaOf(pathname)
  if (!area) return null
  if (area.memberOnly && !isMemberSession(session)) return 'member'
  return mayOpen(session, area.group) ? null : 'role'
}

/**
 * Where a session that may not open the home page ("Today") lands: the products for whoever may use them, else the
 * customers, subscriptions or invoices (the official portal's order), else the first area the member may use.
 */
export function landingPath(session: Session | null): RoutePath {
  const allowed = navItemsFor(session).filter((item) => item.to !== '/')
  const preferred = (['/products', '/users', '/subscriptions', '/invoices'] as const).find((to) =>
    allowed.some((item) => item.to === to),
  )
  return preferred ?? allowed[0]?.to ?? '/profile'
}
