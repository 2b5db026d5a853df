import { DEFAULT_THEME } from '@mantine/core'

/**
 * The theme's colours (the library's default palette, which the app's theme keeps), for which the stylesheets of
 * the plain row parts (LightBadge.module.css, PlainButton.module.css) have a rule each: a colour outside it is
 * written on the element.
 */
export const themeColours: ReadonlySet<string> = new Set(Object.keys(DEFAULT_THEME.colors))
