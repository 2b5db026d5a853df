export function connectSource(baseUrl: string): string | undefined
export function contentSecurityPolicy(environments: { baseUrl: string }[]): string
