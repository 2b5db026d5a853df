import type { Plugin } from 'vite'

export const baseStyles: string[]
export function componentsIn(moduleIds: Iterable<string>): Set<string>
export function libraryClassNames(esmDir: string): Map<string, string[]>
export function componentsNamedIn(codes: string[], classNames: Map<string, string[]>): Set<string>
export function importedStyles(css: string): string[]
export function libraryOrder(stylesDir: string): string[]
export function checkStyles(input: { used: Set<string>; imported: string[]; order: string[] }): {
  missing: string[]
  unused: string[]
  inOrder: boolean
  wanted: string[]
}
export function mantineStyles(options: { file: string; stylesDir: string }): Plugin
