import type { CodeSplittingOptions, ModuleInfo } from 'rolldown'

type Graph = {
  getModuleInfo(
    id: string,
  ): Pick<
    ModuleInfo,
    'id' | 'code' | 'isEntry' | 'importers' | 'dynamicImporters' | 'importedIds' | 'dynamicallyImportedIds'
  > | null
}

export function isShared(id: string): boolean
export function importsOf(code: string): { source: string; names: string[] | null }[]
export function isIndexOnly(code: string): boolean
export function reexportsOf(code: string): { exported: Map<string, string>; stars: string[] }
export function usedModules(
  graph: Graph,
  from: string,
  landingRoutes?: string[],
): {
  byEntry: Set<string>
  byPublic: Set<string>
  byFirstLoads: Set<string>
  /** How many entry points (the entry, and each module imported dynamically) use a module. */
  shareCount(id: string): number
  /** The chunk a module joins as the signed-in layout's or a single landing page's, or null. */
  joins(id: string): string | null
}
/** `landingRoutes`: the route files of the landing pages (scripts/landing-pages.mjs): what none of them needs before it is usable goes to `app-later`. */
export function codeSplitting(options?: { landingRoutes?: string[] }): CodeSplittingOptions
export const compileHint: string
export function compileAhead(): import('vite').Plugin
/** Lists in the build's manifest the route modules each chunk holds (`routes`). */
/** The package a module id belongs to, or null for the app's own code. */
export function packageOf(id: string): string | null
export function routesInManifest(manifestFile?: string): import('vite').Plugin
