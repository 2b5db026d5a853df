import { Text } from '@mantine/core'
import { classNames as join, shownAt, type Breakpoints } from '../components/cellClasses'
import own from './HeaderParts.module.css'

const text = (Text.classes as Record<'root', string>).root

/** The class names of the app's name in the header (a `RouteLink` takes them): bold, in the text's colour. */
export const brandClass = (breakpoints: Breakpoints) =>
  join('mantine-focus-auto', text, 'mantine-Text-root', shownAt(breakpoints), own.brand)
