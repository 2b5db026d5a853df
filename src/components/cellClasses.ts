import classes from './Cells.module.css'

/** Class names joined, leaving out those not given. */
export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** Where the library's `visibleFrom` and `hiddenFrom` put an element: shown from a breakpoint on, or below it. */
export type Breakpoints = { visibleFrom?: 'xs' | 'sm'; hiddenFrom?: 'sm' }
export const shownAt = ({ visibleFrom, hiddenFrom }: Breakpoints) =>
  classNames(visibleFrom && `mantine-visible-from-${visibleFrom}`, hiddenFrom && `mantine-hidden-from-${hiddenFrom}`)

/** The class names of a link in a table cell (a `RouteLink` takes them): the library's Anchor at the table's size. */
export const cellLinkClass = ({ mono = false, strong = false } = {}) =>
  classNames(classes.link, mono && classes.mono, strong && classes.strong, 'mantine-focus-auto')

/** A table column's cells for codes and ids: the theme's monospace font. */
export const monoCell = classes.mono!

/** A table column's cells for figures: digits of one width, so that they line up. */
export const numericCell = classes.numeric!

/** A table column's cells aligned to the right (totals). */
export const endCell = classes.end!

/** Secondary text ("not set", "none"): the theme's dimmed colour. */
export const dimmedText = classes.dimmed!

/** A long value with no spaces (an id, a URL) that may wrap anywhere rather than overflow. */
export const breakWordText = classes.breakWord!
