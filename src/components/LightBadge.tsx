import type { CSSProperties, ReactNode } from 'react'
import { Badge } from '@mantine/core'

const classes = Badge.classes as Record<'root' | 'label', string>

/**
 * A badge in the light variant, as the library draws it (its own classes and CSS variables), without a component
 * behind it: tables show one or two in every row. Labels are never cut short; `keepCase` leaves them as written
 * (the library's badges are in capitals).
 */
export function LightBadge({ color, keepCase = false, children }: { color: string; keepCase?: boolean; children: ReactNode }) {
  const style = {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    ...(keepCase ? { textTransform: 'none' } : {}),
  } as CSSProperties
  return (
    <span className={`${classes.root} mantine-Badge-root`} data-variant="light" style={style}>
      <span className={`${classes.label} mantine-Badge-label`} style={{ overflow: 'visible' }}>
        {children}
      </span>
    </span>
  )
}
