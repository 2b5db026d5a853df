import type { CSSProperties } from 'react'
import classes from './Cells.module.css'

/** Class names joined, leaving out those not given. */
export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** The class names of a link in a table cell (a router `Link` takes them): the library's Anchor at the table's size. */
export const cellLinkClass = ({ mono = false, strong = false } = {}) =>
  classNames(classes.link, mono && classes.mono, strong && classes.strong, 'mantine-focus-auto')

/** A table column's cell style for codes and ids: the theme's monospace font. */
export const monoCell: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)' }
