import type { Plugin } from 'vite'

export const compileHint: string
export function compileHints(): Plugin
