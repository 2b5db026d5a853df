export function connectOrigin(baseUrl: string): string | null
export function contentSecurityPolicy(environments: { baseUrl: string }[]): string
