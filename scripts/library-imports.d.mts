import type { Plugin } from 'vite'
export function replaceImport(rule: { name: string; modules: RegExp; count: number; from: string; to: string }): Plugin
export const scrollAreaModule: RegExp
export const positioningImport: string
export const ownMerge: string
export function scrollAreaRefs(): Plugin
export const appShellBarModules: RegExp
export const scrollLockImport: string
export const scrollLockClassName: string
export function appShellScrollClass(): Plugin
export interface ImportRule {
  from: string
  to: string
}
export function loadOnUse(name: string, path: string): ImportRule
export const tableScrollModule: RegExp
export const scrollAreaOnUse: ImportRule
export function tableScrollAreaOnUse(): Plugin
export const navLinkModule: RegExp
export const collapseOnUse: ImportRule
export const chevronOnUse: ImportRule
export function navLinkNestingOnUse(): Plugin[]
export const appShellSectionModules: RegExp
export const resizeHandleOnUse: ImportRule
export function appShellResizeOnUse(): Plugin
export const providerModule: RegExp
export const cssVariablesOnUse: ImportRule
export function providerCssVariablesOnUse(): Plugin
