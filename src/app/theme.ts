import { createTheme, type CSSVariablesResolver } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'indigo',
  // The default shade (6) leaves white text on filled buttons below WCAG AA contrast.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  components: {
    Button: { defaultProps: { size: 'sm' } },
    // A badge is never cut short: its label sets the narrowest its table column can get.
    Badge: { styles: { label: { overflow: 'visible' } } },
    // Links inside text are told apart by more than their colour.
    Anchor: { defaultProps: { underline: 'always' } },
    // A dialog's header is not a page banner, and its close button has a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' }, attributes: { header: { role: 'none' } } } },
    // Alert titles in the text colour: the light variants' coloured titles fall below AA contrast.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
})

/** Dimmed text dark enough for WCAG AA contrast in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Teal's light variant (teal-9 on teal-1) is 4.32:1; on teal-0 it passes AA.
  // Yellow's light variant (yellow-9 text on a pale yellow) is below 3:1, orange's below 4.5:1: their text
  // takes the dark text colour.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-yellow-light-color': 'var(--mantine-color-dark-7)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-dark-7)',
  },
  // The dark scheme keeps the deep primary for filled buttons (white text), but links and link-like
  // text need a light shade to read on a dark background.
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-anchor': 'var(--mantine-color-indigo-3)' },
})
