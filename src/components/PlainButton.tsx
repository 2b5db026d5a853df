import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react'
import { Button, UnstyledButton } from '@mantine/core'
import { classNames as join, shownAt, type Breakpoints } from './cellClasses'
import { themeColours } from './palette'
import own from './PlainButton.module.css'

const button = Button.classes as Record<'root' | 'inner' | 'section' | 'label', string>
const unstyled = (UnstyledButton.classes as Record<'root', string>).root

/**
 * The library's button, drawn as it draws it (its classes and data attributes; its variables from
 * PlainButton.module.css's rules) without its components: at the small size (the header's buttons, a list's
 * Filters and its lookup by id) or the extra-small one (a row's actions, `RowButton`); `subtle` (grey),
 * `default`, `filled` (the primary colour) or `light` in a `color` (a colour outside the theme's palette is
 * written on the button, as the library does); with an icon before its label and one after it if given.
 * `className` adds one of the caller's (a margin); `type` is a plain button unless said.
 */
export function PlainButton({
  variant,
  size = 'sm',
  color = 'indigo',
  icon,
  rightIcon,
  children,
  visibleFrom,
  hiddenFrom,
  className,
  type = 'button',
  ...rest
}: {
  variant: 'subtle' | 'default' | 'filled' | 'light'
  size?: 'xs' | 'sm'
  /** The colour of a light button. */
  color?: string
  icon?: ReactNode
  rightIcon?: ReactNode
  children: ReactNode
  className?: string
  type?: 'button' | 'submit'
} & Breakpoints &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'style' | 'children' | 'color'>) {
  const light = variant === 'light'
  const inPalette = !light || themeColours.has(color)
  return (
    <button
      type={type}
      className={join(
        'mantine-focus-auto mantine-active',
        button.root,
        'mantine-Button-root',
        unstyled,
        'mantine-UnstyledButton-root',
        shownAt({ visibleFrom, hiddenFrom }),
        own.root,
        className,
      )}
      data-variant={variant}
      data-color={light && inPalette ? color : undefined}
      data-size={size}
      data-with-left-section={icon ? true : undefined}
      data-with-right-section={rightIcon ? true : undefined}
      style={
        inPalette
          ? undefined
          : ({
              '--button-bg': `var(--mantine-color-${color}-light)`,
              '--button-hover': `var(--mantine-color-${color}-light-hover)`,
              '--button-color': `var(--mantine-color-${color}-light-color)`,
            } as CSSProperties)
      }
      {...rest}
    >
      <span className={`${button.inner} mantine-Button-inner`}>
        {icon ? (
          <span className={`${button.section} mantine-Button-section`} data-position="left">
            {icon}
          </span>
        ) : null}
        <span className={`${button.label} mantine-Button-label`}>{children}</span>
        {rightIcon ? (
          <span className={`${button.section} mantine-Button-section`} data-position="right">
            {rightIcon}
          </span>
        ) : null}
      </span>
    </button>
  )
}
