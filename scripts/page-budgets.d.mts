export interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  /** The route modules the chunk holds, when the build lists them (`routesInManifest` in scripts/chunking.mjs). */
  routes?: string[]
  /** The packages whose code the chunk holds, when the build lists them (`routesInManifest`). */
  packages?: string[]
  /** Whether the chunk holds the whole route tree (`routesInManifest`). */
  routeTree?: boolean
}
export type Manifest = Record<string, ManifestChunk>
export interface PageBudget {
  jsKb: number
  requests: number
  /** Packages the page must not load before it is usable. */
  without?: string[]
}
export interface BudgetedPage {
  name: string
  routes: string[]
  /** Opened with a session: the whole route tree loads before it. */
  signedIn: boolean
  budget: PageBudget
}
export function entryKey(manifest: Manifest): string
export function routeChunkKeys(manifest: Manifest, route: string): string[]
export function routeTreeKeys(manifest: Manifest): string[]
export function pageFiles(manifest: Manifest, routes: string[], options?: { wholeTree?: boolean }): string[]
export const everyOtherPage: string
export function checkPage(
  page: BudgetedPage,
  manifest: Manifest,
  scripts: string[],
  sizeKb: (file: string) => number,
): { name: string; files: { file: string; kb: number }[]; jsKb: number; requests: number; budget: PageBudget; failures: string[] }
export function preloadTable(
  manifest: Manifest,
  pages: { path: string; routes: string[]; signedIn: boolean }[],
): Record<string, string[]>
export function detailPages(
  paths: string[],
  filesIn: (folder: string) => string[],
  routesDir?: string,
): { path: string; routes: string[]; signedIn: true }[]
export function fillBootTable(boot: string, name: string, table: Record<string, unknown>): string
export function withoutCommentLines(code: string): string
export function bootTableOf(boot: string, name: string): Record<string, unknown> | null
