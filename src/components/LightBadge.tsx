import type { CSSProperties, ReactNode } from 'react'
import { Badge } from '@mantine/core'
import { classNames } from './cellClasses'
import own from './LightBadge.module.css'
import { themeColours } from './palette'

const classes = Badge.classes as Record<'root' | 'label', string>

/**
 * A badge in the light variant, as the library draws it (its own classes and CSS variables), without a component
 * behind it: tables show one or two in every row. Its colour comes from a rule of the stylesheet (`data-color`),
 * not an inline style, so the badges of a page share their style; a colour outside the theme's palette is
 * written on the badge as the library would. Labels are never cut short; `keepCase` leaves them as written (the
 * library's badges are in capitals).
 */
export function LightBadge({ color, keepCase = false, children }: { color: string; keepCase?: boolean; children: ReactNode }) {
  const inPalette = themeColours.has(color)
  const style = inPalette
    ? undefined
    : ({
        '--badge-bg': `var(--mantine-color-${color}-light)`,
        '--badge-color': `var(--mantine-color-${color}-light-color)`,
      } as CSSProperties)
  return (
    <span
      className={classNames(classes.root, 'mantine-Badge-root', own.root, keepCase && own.keepCase)}
      data-variant="light"
      data-color={inPalette ? color : undefined}
      style={style}
    >
      <span className={classNames(classes.label, 'mantine-Badge-label', own.label)}>{children}</span>
    </span>
  )
}
