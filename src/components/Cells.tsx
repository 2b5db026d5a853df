import type { CSSProperties, ReactNode } from 'react'
import { Button, UnstyledButton } from '@mantine/core'
import { classNames as join } from './cellClasses'
import classes from './Cells.module.css'
import { themeColours } from './palette'
import own from './RowButton.module.css'

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

const button = Button.classes as Record<'root' | 'inner' | 'section' | 'label', string>
const unstyled = (UnstyledButton.classes as Record<'root', string>).root

/**
 * A row's action: the library's extra-small button as it draws it (its classes and CSS variables), without a
 * component behind it. Its size and colours come from rules of the stylesheet (RowButton.module.css), not an
 * inline style, so the buttons of a page share them; a colour outside the theme's palette is written on the
 * button as the library would. `label` names it for screen readers with the record it acts on ("Delete metric 5").
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
  const inPalette = variant !== 'light' || themeColours.has(color)
  const style = inPalette
    ? undefined
    : ({
        '--button-bg': `var(--mantine-color-${color}-light)`,
        '--button-hover': `var(--mantine-color-${color}-light-hover)`,
        '--button-color': `var(--mantine-color-${color}-light-color)`,
      } as CSSProperties)
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${button.root} mantine-Button-root ${unstyled} mantine-UnstyledButton-root ${own.root}`}
      data-variant={variant}
      data-color={variant === 'light' && inPalette ? color : undefined}
      data-size="xs"
      data-with-left-section={icon ? true : undefined}
      style={style}
      onClick={onClick}
      aria-label={label}
    >
      <span className={`${button.inner} mantine-Button-inner`}>
        {icon ? (
          <span className={`${button.section} mantine-Button-section`} data-position="left">
            {icon}
          </span>
        ) : null}
        <span className={`${button.label} mantine-Button-label`}>{children}</span>
      </span>
    </button>
  )
}
