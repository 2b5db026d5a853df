export class ConfigurationError extends Error {}

export interface DeployedEnvironment {
  id: string
  label: string
  baseUrl: string
  sandbox?: boolean
  demo?: boolean
}

export interface DeployedConfig {
  environments: DeployedEnvironment[]
  idleTimeoutMinutes?: number
  requestTimeoutSeconds?: number
}

export const environmentFields: Record<keyof DeployedEnvironment, { type: 'string' | 'boolean'; required: boolean }>
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): DeployedConfig
export function cspDirective(environments: { baseUrl: string }[]): string
export function configure(env: NodeJS.ProcessEnv, paths: { webRoot: string; cspFile: string }): DeployedConfig
