import type { Plugin } from 'vite'
import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core'

export function themeVariablesCss(override: MantineThemeOverride, resolver?: CSSVariablesResolver): string
export function breakpointClassesCss(override: MantineThemeOverride): string
export function mantineThemeCss(options: { theme: MantineThemeOverride; resolver?: CSSVariablesResolver }): Plugin
