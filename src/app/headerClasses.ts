import { Text } from '@mantine/core'
import { classNames as join } from '../components/cellClasses'
import own from './HeaderParts.module.css'

const text = (Text.classes as Record<'root', string>).root

/** Where the library's `visibleFrom` and `hiddenFrom` put an element: shown from a breakpoint on, or below it. */
export type Breakpoints = { visibleFrom?: 'xs' | 'sm'; hiddenFrom?: 'sm' }
export const shownAt = ({ visibleFrom, hiddenFrom }: Breakpoints) =>
  join(visibleFrom && `mantine-visible-from-${visibleFrom}`, hiddenFrom && `mantine-hidden-from-${hiddenFrom}`)

/** The class names of the app's name in the header (a router `Link` takes them): bold, in the text's colour. */
export const brandClass = (breakpoints: Breakpoints) =>
  join('mantine-focus-auto', text, 'mantine-Text-root', shownAt(breakpoints), own.brand)
