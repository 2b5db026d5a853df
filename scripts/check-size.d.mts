export function routeChunkKey(manifest: Record<string, unknown>, route: string): string
export function firstLoadFiles(
  manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>,
  routes: string[],
): string[]
