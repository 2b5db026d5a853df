export function firstLoadFiles(
  manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>,
  routes: string[],
): string[]
