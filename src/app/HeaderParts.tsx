import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { ActionIcon, Badge, Burger, Kbd, UnstyledButton } from '@mantine/core'
import { classNames as join } from '../components/cellClasses'
import { shownAt, type Breakpoints } from '../components/cellClasses'
import own from './HeaderParts.module.css'

// The parts of the header, as plain elements drawn as the library draws its components (their classes, data
// attributes and, from HeaderParts.module.css, their CSS variables): every signed-in page draws the header first,
// and a component of the library costs several of its own beneath each button.

const actionIcon = ActionIcon.classes as Record<'root' | 'icon', string>
const badge = Badge.classes as Record<'root' | 'label', string>
const unstyled = (UnstyledButton.classes as Record<'root', string>).root
const kbd = (Kbd.classes as Record<'root', string>).root
const burger = Burger.classes as Record<'root' | 'burger', string>

/** A row of the header's parts, centred, never wrapped; `bar` for the header's own, `actions` for its buttons. */
export function HeaderRow({ kind, children }: { kind?: 'bar' | 'actions'; children: ReactNode }) {
  return <div className={join(own.row, kind && own[kind])}>{children}</div>
}

/** The library's icon button at the large size in its subtle grey variant; name it with `aria-label`. */
export function HeaderIconButton({
  children,
  visibleFrom,
  hiddenFrom,
  ...rest
}: { children: ReactNode; 'aria-label': string } & Breakpoints &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'style' | 'children'>) {
  return (
    <button
      type="button"
      className={join(
        'mantine-focus-auto mantine-active',
        actionIcon.root,
        'mantine-ActionIcon-root',
        unstyled,
        'mantine-UnstyledButton-root',
        shownAt({ visibleFrom, hiddenFrom }),
        own.icon,
      )}
      data-variant="subtle"
      data-size="lg"
      {...rest}
    >
      <span className={`${actionIcon.icon} mantine-ActionIcon-icon`}>{children}</span>
    </button>
  )
}

/** The library's filled badge in the environment's colours: yellow for a sandbox, red for a live service. */
export function EnvironmentBadge({
  sandbox,
  children,
  ...rest
}: {
  sandbox: boolean
  children: ReactNode
  'aria-label': string
  title: string
  'data-testid'?: string
}) {
  return (
    <div
      className={join(badge.root, 'mantine-Badge-root', own.badge)}
      data-variant="filled"
      data-environment={sandbox ? 'sandbox' : 'live'}
      {...rest}
    >
      <span className={join(badge.label, 'mantine-Badge-label', own.badgeLabel)}>{children}</span>
    </div>
  )
}

/** Text shown only from a breakpoint on (the library's `visibleFrom`). */
export function Shown({ from, children }: { from: 'xs' | 'sm'; children: ReactNode }) {
  return <span className={shownAt({ visibleFrom: from })}>{children}</span>
}

/** A key of the keyboard, at the library's extra-small size, after the text before it. */
export function HeaderKey({ children }: { children: ReactNode }) {
  return (
    <kbd className={join(kbd, 'mantine-Kbd-root', own.kbd)} data-size="xs">
      {children}
    </kbd>
  )
}

/** The library's burger at the small size, shown below the small breakpoint: the navigation's toggle on phones. */
export function HeaderBurger({
  opened,
  ...rest
}: { opened: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'style' | 'children'>) {
  return (
    <button
      type="button"
      className={join(
        'mantine-focus-auto',
        burger.root,
        'mantine-Burger-root',
        unstyled,
        'mantine-UnstyledButton-root',
        shownAt({ hiddenFrom: 'sm' }),
        own.burger,
      )}
      data-size="sm"
      {...rest}
    >
      <div className={`${burger.burger} mantine-Burger-burger`} data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  )
}
