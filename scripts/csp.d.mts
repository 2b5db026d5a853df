export function contentSecurityPolicy(environments: { baseUrl: string }[]): string
