import type { Plugin } from 'vite'
export const schemaExportModule: RegExp
export function exportedNames(source: string): string[]
export function standIn(names: string[]): string
export function schemaExport(): Plugin
