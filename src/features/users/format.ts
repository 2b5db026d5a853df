import { gatewaySecretFields, type Gateway, type User } from '../../api/contract/users'
import { isApiError } from '../../api/errors'

/** Names of the gateway members that carry secret values. */
export type SecretField = (typeof gatewaySecretFields)[number]

/** A gateway as the dashboard keeps it: the secret values are dropped, only whether each is set remains. */
/** `T` without the members `K`; unlike `Omit`, keeps the other members of a type with an index signature. */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] }

export type SafeGateway = Without<Gateway, SecretField> & { secretsSet: Record<SecretField, boolean> }
export type SafeUser = Without<User, 'gateway'> & { gateway: SafeGateway | null }

const secretFields: ReadonlySet<string> = new Set(gatewaySecretFields)

/**
 * Drops the gateway's secret values as soon as the user arrives, so they are never rendered, cached or
 * logged: only whether each one is set is kept. No member is deleted from a copy, which makes it a slower object:
 * a page of customers goes through this as it arrives, before its rows are drawn.
 */
export function withoutSecrets(user: User): SafeUser {
  const safeUser = { ...user } as unknown as SafeUser
  const gateway = user.gateway
  if (!gateway) {
    safeUser.gateway = null
    return safeUser
  }
  const safe: Record<string, unknown> = {}
  for (const key in gateway) if (!secretFields.has(key)) safe[key] = gateway[key as keyof Gateway]
  const secretsSet = {} as Record<SecretField, boolean>
  for (const field of gatewaySecretFields) secretsSet[field] = typeof gateway[field] === 'string' && gateway[field] !== ''
  // Copied once more in one step: a gateway's 33 other members, written one by one, make a slower object.
  safeUser.gateway = { ...(safe as Without<Gateway, SecretField>), secretsSet }
  return safeUser
}

/** "set" / "not set" for a secret: never any character of it. */
export function secretState(set: boolean | undefined): 'set' | 'not set' {
  return set ? 'set' : 'not set'
}

/** A 0/1 flag of the API (isRisk, rechargeEnable...) in words; any other value as its number, marked as unknown. */
export function flagLabel(value: number | null | undefined, yes = 'Yes', no = 'No'): string {
  if (value === null || value === undefined) return 'not set'
  if (value === 1) return yes
  if (value === 0) return no
  return `${value} (unknown)`
}

/** Whether a gateway has anything to show in a group of members (bank, issuer). */
export function hasAnyValue(group: Record<string, unknown> | null | undefined): boolean {
  return Boolean(group) && Object.values(group ?? {}).some((value) => typeof value === 'string' && value.trim() !== '')
}

/** Whether a refused delete is the service saying the user still has active subscriptions (HTTP 400). */
export function isRefusedDelete(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 400 || (error.kind === 'api' && error.httpStatus === 200))
}

/** A number of promo credits: "1,250 credits", "1 credit". */
export function formatCredits(credits: number): string {
  return `${credits.toLocaleString('en')} credit${Math.abs(credits) === 1 ? '' : 's'}`
}
