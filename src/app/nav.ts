import type { ComponentType } from 'react'
import { IconPackage } from '@tabler/icons-react'

export interface NavItem {
  to: string
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Spec sections the page covers. */
  sections: string[]
}

/** The navigation: an entry appears only for a page that works. */
export const navItems: NavItem[] = [{ to: '/products', label: 'Products', icon: IconPackage, sections: ['4.2', '4.3'] }]
