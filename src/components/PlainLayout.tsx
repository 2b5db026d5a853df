import type { HTMLAttributes, ReactNode } from 'react'
import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { classNames as join } from './cellClasses'
import own from './PlainLayout.module.css'

// The layout of a list's frame (its heading, its tools, the list below them) as plain elements, drawn as the
// library draws its stack, group, paper, title and dimmed text (their classes and data attributes; the variables
// they write, from PlainLayout.module.css), without their components: every list draws them first.

const root = (component: { classes: unknown }) => (component.classes as Record<'root', string>).root
const [stack, group, paper, title, text] = [Stack, Group, Paper, Title, Text].map(root)

type Div = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'>

/** The library's stack: its children in a column, `md` apart (`sm`, or `tight`: 2 px). */
export function PlainStack({ gap = 'md', children, ...div }: { gap?: 'tight' | 'sm' | 'md'; children: ReactNode } & Div) {
  return (
    <div {...div} className={join(stack, 'mantine-Stack-root', own.stack, gap !== 'md' && own[gap])}>
      {children}
    </div>
  )
}

/**
 * The library's group: its children in a row that wraps (unless `nowrap`), `md` apart (or `sm`, `xs`), centred unless
 * aligned otherwise.
 */
export function PlainGroup({
  gap = 'md',
  align = 'center',
  spread = false,
  nowrap = false,
  children,
  ...div
}: {
  gap?: 'xs' | 'sm' | 'md'
  align?: 'center' | 'flex-start' | 'flex-end'
  /** The first child at the start, the last at the end (`justify="space-between"`). */
  spread?: boolean
  nowrap?: boolean
  children: ReactNode
} & Div) {
  return (
    <div
      {...div}
      className={join(
        group,
        'mantine-Group-root',
        own.group,
        gap !== 'md' && own[gap],
        align === 'flex-end' && own.alignEnd,
        align === 'flex-start' && own.alignStart,
        spread && own.spread,
        nowrap && own.nowrap,
      )}
    >
      {children}
    </div>
  )
}

/**
 * The library's paper with a border: a panel of a list's tools (`sm` padding), or a part of a record's page (`md`, as
 * a section: PageParts' Section).
 */
export function PlainPaper({
  padding,
  as: Element = 'div',
  children,
  ...attributes
}: { padding: 'sm' | 'md'; as?: 'div' | 'section'; children: ReactNode } & Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style'
>) {
  return (
    <Element
      {...attributes}
      className={join(paper, 'mantine-Paper-root', padding === 'sm' ? own.paperSm : own.paperMd)}
      data-with-border="true"
    >
      {children}
    </Element>
  )
}

/**
 * The library's title: a page's heading (order 1) or a section's (order 2), at its order's size or, for a section of a
 * record's page, at `h4`'s.
 */
export function PlainTitle({
  order,
  size,
  children,
  ...heading
}: { order: 1 | 2; size?: 'h4'; children: ReactNode } & Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style'>) {
  const Heading = order === 1 ? 'h1' : 'h2'
  return (
    <Heading
      {...heading}
      className={join(title, 'mantine-Title-root', own.title, own[size ?? `h${order}`])}
      data-order={order}
      data-size={size}
    >
      {children}
    </Heading>
  )
}

/** The library's small dimmed text. */
export function DimmedText({
  children,
  ...p
}: { children: ReactNode } & Omit<HTMLAttributes<HTMLParagraphElement>, 'className' | 'style'>) {
  return (
    <p {...p} className={join('mantine-focus-auto', text, 'mantine-Text-root', own.dimmed)} data-size="sm">
      {children}
    </p>
  )
}
