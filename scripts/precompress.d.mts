import type { Plugin } from 'vite'
export const precompressed: RegExp
export const minimumBytes: number
export const writtenAtDeployment: string[]
export function precompress(dir: string): string[]
/** Its hooks as the build calls them: where the build writes, then once it has written. */
export function precompressBuild(): Plugin & {
  configResolved(config: { root: string; build: { outDir: string } }): void
  writeBundle: { order: 'post'; sequential: true; handler(): void }
}
