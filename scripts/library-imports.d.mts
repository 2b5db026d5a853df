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
export const tableScrollModule: RegExp
export const scrollAreaImport: string
export const scrollAreaOnUse: string
export function tableScrollAreaOnUse(): Plugin
