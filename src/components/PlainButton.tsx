import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Button, UnstyledButton } from '@mantine/core'
import { classNames as join, shownAt, type Breakpoints } from './cellClasses'
import own from './RowButton.module.css'

const button = Button.classes as Record<'root' | 'inner' | 'section' | 'label', string>
const unstyled = (UnstyledButton.classes as Record<'root', string>).root

/**
 * The library's button at the small size, drawn as it draws it (its classes and data attributes; its variables
 * from RowButton.module.css's rules) without its components: `subtle` (grey), `default` or `filled` (the primary
 * colour), with an icon before its label and one after it if given. For the buttons every page or every list
 * draws first (the header's, a list's Filters and its lookup by id). `className` adds one of the caller's (a
 * margin); `type` is a plain button unless said.
 */
export function PlainButton({
  variant,
  icon,
  rightIcon,
  children,
  visibleFrom,
  hiddenFrom,
  className,
  type = 'button',
  ...rest
}: {
  variant: 'subtle' | 'default' | 'filled'
  icon: ReactNode
  rightIcon?: ReactNode
  children: ReactNode
  className?: string
  type?: 'button' | 'submit'
} & Breakpoints &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'style' | 'children'>) {
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
      data-size="sm"
      data-with-left-section
      data-with-right-section={rightIcon ? true : undefined}
      {...rest}
    >
      <span className={`${button.inner} mantine-Button-inner`}>
        <span className={`${button.section} mantine-Button-section`} data-position="left">
          {icon}
        </span>
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
