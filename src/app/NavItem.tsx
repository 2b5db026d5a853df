import { memo } from 'react'
import { NavLink, UnstyledButton } from '@mantine/core'
import type { NavItem as Item } from './nav'
import { RouteLink } from '../components/RouteLink'

const nav = NavLink.classes as Record<'root' | 'section' | 'body' | 'label', string>
const unstyled = (UnstyledButton.classes as Record<'root', string>).root

/**
 * An entry of the navigation: the library's nav link as it draws it (its classes and data attributes; not its
 * description, which no entry has and which the library draws empty), a plain link that moves within the app
 * (`RouteLink`). Every signed-in page draws ten of these first; a move to another page draws again only the two
 * whose state changed.
 */
export const NavItem = memo(function NavItem({ item, active, onClick }: { item: Item; active: boolean; onClick: () => void }) {
  return (
    <RouteLink
      href={item.to}
      className={`mantine-focus-auto ${nav.root} mantine-NavLink-root ${unstyled} mantine-UnstyledButton-root`}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      <span className={`${nav.section} mantine-NavLink-section`} data-position="left">
        <item.icon size={18} aria-hidden />
      </span>
      <div className={`${nav.body} mantine-NavLink-body`}>
        <span className={`${nav.label} mantine-NavLink-label`}>{item.label}</span>
      </div>
    </RouteLink>
  )
})
