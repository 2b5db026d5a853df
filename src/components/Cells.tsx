import type { ReactNode } from 'react'
import { classNames as join } from './cellClasses'
import classes from './Cells.module.css'
import { PlainButton } from './PlainButton'

// The parts of a table row, as plain elements: a list shows many rows and a page turn renders them all, so a
// cell costs an element, not a component of the library per line of text.

/** A line of text at the table's size; `mono` for codes and ids. */
export function CellText({ children, mono = false }: { children: ReactNode; mono?: boolean }) {
  return <div className={join(classes.text, mono && classes.mono)}>{children}</div>
}

/** A smaller, dimmed second line under a cell's value, cut to one line. */
export function CellNote({ children, mono = false }: { children: ReactNode; mono?: boolean }) {
  return <div className={join(classes.note, mono && classes.mono)}>{children}</div>
}

/** The row's name as a button that opens its details, named for screen readers by `label`. */
export function CellOpen({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className={join(classes.open, 'mantine-focus-auto')} onClick={onOpen} aria-label={label}>
      {children}
    </button>
  )
}

/**
 * A row's action: the library's extra-small button, light in a colour or default, drawn plain (`PlainButton`).
 * `label` names it for screen readers with the record it acts on ("Delete metric 5").
 */
export function RowButton({
  label,
  onClick,
  icon,
  variant = 'light',
  color = 'indigo',
  children,
}: {
  label: string
  onClick: () => void
  icon?: ReactNode
  variant?: 'light' | 'default'
  color?: string
  children: ReactNode
}) {
  return (
    <PlainButton size="xs" variant={variant} color={color} icon={icon} onClick={onClick} aria-label={label}>
      {children}
    </PlainButton>
  )
}
