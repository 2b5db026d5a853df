// The theme's CSS variables and the library's breakpoint classes, written into the stylesheet by the build
// (`virtual:mantine-theme.css`, imported by src/main.tsx) instead of by the library's provider as the app starts:
// MantineProvider renders them as two <style> elements on its first render (`withCssVariables`,
// `withGlobalClasses`), which costs every page's first render the work of computing them and a restyle of the
// whole document when they land. The text is the provider's own, computed the same way from the same theme.
import {
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
} from '@mantine/core'

const virtualId = 'virtual:mantine-theme.css'
const resolvedId = `\0${virtualId}`

/**
 * The theme's CSS variables as the provider writes them at the document's root: the library's variables for
 * the theme merged with `resolver`'s, less those the library's own stylesheet already sets to the same value.
 */
export function themeVariablesCss(override, resolver) {
  const theme = mergeMantineTheme(DEFAULT_THEME, override)
  const own = resolver?.(theme)
  const merged = own ? deepMerge(defaultCssVariablesResolver(theme), own) : defaultCssVariablesResolver(theme)
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const changed = (part) =>
    Object.fromEntries(
      keys(merged[part])
        .filter((key) => defaults[part][key] !== merged[part][key])
        .map((key) => [key, merged[part][key]]),
    )
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') })
}

/** The classes that hide an element below or above each of the theme's breakpoints (`hiddenFrom`, `visibleFrom`). */
export function breakpointClassesCss(override) {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, override)
  return keys(breakpoints)
    .map((breakpoint) => {
      const value = breakpoints[breakpoint]
      const pixels = px(value)
      const [below, from] = value.includes('px') ? [`${pixels - 0.1}px`, `${pixels}px`] : [em(pixels - 0.1), em(pixels)]
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      )
    })
    .join('')
}

/** Serves `virtual:mantine-theme.css`: the stylesheet above for `theme` and its CSS variables resolver. */
export function mantineThemeCss({ theme, resolver }) {
  return {
    name: 'mantine-theme-css',
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    load: (id) => (id === resolvedId ? `${themeVariablesCss(theme, resolver)}\n${breakpointClassesCss(theme)}\n` : null),
  }
}
