import type { Plugin } from 'vite'
export const iconModule: RegExp
export function joinIconPaths(source: string): string | null
export function iconPaths(): Plugin
