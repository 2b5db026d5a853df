import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../src/app/theme'
import { breakpointClassesCss, mantineThemeCss, themeVariablesCss } from './mantine-theme-css.mjs'

/** The text of the provider's own <style> element of `kind` (`true` for the variables) for a theme and resolver. */
function providerStyle(kind: string, override: MantineThemeOverride, resolver?: CSSVariablesResolver) {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme: override, cssVariablesResolver: resolver }))
  const found = [...markup.matchAll(/<style data-mantine-styles="([^"]*)">([\s\S]*?)<\/style>/g)].find(
    ([, name]) => name === kind,
  )
  if (!found) throw new Error(`no <style data-mantine-styles="${kind}"> in ${markup.slice(0, 200)}`)
  return found[2].replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

describe('themeVariablesCss', () => {
  it("is what the provider writes for the app's theme", () => {
    const css = themeVariablesCss(theme, cssVariablesResolver)
    expect(css).toBe(providerStyle('true', theme, cssVariablesResolver))
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)')
    expect(css).toContain('--mantine-color-teal-light: var(--mantine-color-teal-0)')
  })

  it('is what the provider writes for another theme, without a resolver', () => {
    const other = { primaryColor: 'teal', fontFamily: 'serif' }
    expect(themeVariablesCss(other)).toBe(providerStyle('true', other, undefined))
    expect(themeVariablesCss(other)).not.toContain('indigo')
  })
})

describe('breakpointClassesCss', () => {
  it('is what the provider writes', () => {
    expect(breakpointClassesCss(theme)).toBe(providerStyle('classes', theme, cssVariablesResolver))
    expect(breakpointClassesCss(theme)).toContain(
      '@media (min-width: 48em) {.mantine-hidden-from-sm {display: none !important;}}',
    )
  })

  it('follows breakpoints in pixels', () => {
    const other = { breakpoints: { xs: '500px', sm: '800px', md: '1000px', lg: '1200px', xl: '1400px' } }
    expect(breakpointClassesCss(other)).toBe(providerStyle('classes', other, undefined))
    expect(breakpointClassesCss(other)).toContain('@media (max-width: 799.9px) {.mantine-visible-from-sm')
  })
})

describe('mantineThemeCss', () => {
  const plugin = mantineThemeCss({ theme, resolver: cssVariablesResolver })
  const resolveId = plugin.resolveId as (id: string) => string | null
  const load = plugin.load as (id: string) => string | null

  it('serves both as virtual:mantine-theme.css, and nothing else', () => {
    const id = resolveId('virtual:mantine-theme.css')
    expect(id).toBe('\0virtual:mantine-theme.css')
    expect(load(id!)).toBe(`${themeVariablesCss(theme, cssVariablesResolver)}\n${breakpointClassesCss(theme)}\n`)
    expect(resolveId('./theme.css')).toBeNull()
    expect(load('/app/src/theme.css')).toBeNull()
  })
})
