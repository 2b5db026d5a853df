import type { Plugin } from 'vite'
export const scrollAreaModule: RegExp
export const positioningImport: string
export const ownMerge: string
export function scrollAreaRefs(): Plugin
