import type { Plugin } from 'vite'
export const precompressed: RegExp
export const minimumBytes: number
export const writtenAtDeployment: string[]
export function precompress(dir: string): string[]
export function precompressBuild(): Plugin
