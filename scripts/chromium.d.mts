export const chromiumArgs: string[]
export function ensureChromium(): string
