export const chromiumArgs: string[]
export function ensureChromium(): string
export function findChromium(): string | null
