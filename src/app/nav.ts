import type { ComponentType } from 'react'
import type { RoutePath } from '../lib/routePath'
import {
  IconChartBar,
  IconDiscount,
  IconFileInvoice,
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
}

/**
 * The navigation names areas, each opening on its list; the forms by ID and the actions are reached from
 * there (the customer-portal link from the customers, a renewal from the subscriptions). An entry appears
 * only for a page that works.
 */
export const navItems: NavItem[] = [
  { to: '/products', label: 'Products', icon: IconPackage, sections: ['4.2', '4.3'], key: 'p' },
  { to: '/users', label: 'Customers', icon: IconUsers, sections: ['4.15', '4.13', '4.10', '4.16', '4.6'], key: 'c' },
  { to: '/subscriptions', label: 'Subscriptions', icon: IconRefresh, sections: ['4.1'], key: 's' },
  { to: '/invoices', label: 'Invoices', icon: IconFileInvoice, sections: ['4.4', '4.5'], key: 'i' },
  { to: '/discounts', label: 'Discounts', icon: IconDiscount, sections: ['4.7', '4.8', '4.9'], key: 'd' },
  { to: '/plans', label: 'Plans', icon: IconListCheck, sections: ['4.21'], key: 'l' },
  { to: '/metrics', label: 'Metrics', icon: IconChartBar, sections: ['4.14'], key: 'm' },
  { to: '/vat', label: 'VAT', icon: IconReceiptTax, sections: ['4.17', '4.18'], key: 'v' },
  { to: '/webhooks', label: 'Webhooks', icon: IconWebhook, sections: ['4.22', '4.23'], key: 'w' },
  { to: '/profile', label: 'My profile', icon: IconUserCircle, sections: ['4.12', '4.11'], key: 'u' },
]
