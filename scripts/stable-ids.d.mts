import type { Plugin } from 'vite'
export const mantineUseId: RegExp
export const stableUseId: string
export function stableMantineIds(): Plugin
