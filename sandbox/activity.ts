import type { Endpoint } from '../src/api/contract/core'
import type { Dialect } from './dialect'
import type { ActivityRecord, Actor, WorkspaceSessions } from './member-auth'
import { publicMember } from './records'
import { isPlainObject } from './schema'
import type { Workspace } from './store'

/**
 * The activity log (operations.md §3.6, member-sign-in.md §8.1): every write the sandbox accepts appends who made
 * it (the member of the session, or the API key) and on what. The real service stores an API key's calls with the
 * raw key and masks it only when it lists them.
 */

/**
 * The records a write names, from its input: the log's references and its target's wording. A discount code's
 * calls name it by its id, or by its code when it is made; the log keeps the code (the service's `discountCode`).
 */
function referencesOf(ws: Workspace, endpoint: Endpoint, input: unknown): { target: string; refs: Partial<ActivityRecord> } {
  const value = isPlainObject(input) ? input : {}
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '')
  const number = (key: string) => (typeof value[key] === 'number' ? (value[key] as number) : 0)
  const onCode = endpoint.path.startsWith('/merchant/discount/')
  const refs: Partial<ActivityRecord> = {
    subscriptionId: text('subscriptionId'),
    invoiceId: text('invoiceId'),
    userId: number('userId'),
    planId: number('planId'),
    discountCode: onCode ? text('code') || (ws.discountCodes.get(number('id'))?.code ?? '') : '',
  }
  const target = refs.subscriptionId
    ? `Subscription(${refs.subscriptionId})`
    : refs.invoiceId
      ? `Invoice(${refs.invoiceId})`
      : refs.userId
        ? `User(${refs.userId})`
        : refs.planId
          ? `Plan(${refs.planId})`
          : refs.discountCode
            ? `Discount(${refs.discountCode})`
            : ''
  return { target, refs }
}

/** Appends an accepted write to the log (the sign-in calls log themselves, or not at all, as the service does). */
export function recordWrite(ws: Workspace, sessions: WorkspaceSessions, actor: Actor, endpoint: Endpoint, input: unknown): void {
  if (endpoint.path.startsWith('/merchant/auth/') || endpoint.path === '/merchant/member/logout') return
  const { target, refs } = referencesOf(ws, endpoint, input)
  sessions.record(actor, { target, content: endpoint.summary, refs })
}

/** `abcd*******************************wxyz`: the real service's way of showing a key (its `hideStar`). */
export function hideStar(value: string): string {
  return value.length <= 8 ? '*'.repeat(value.length) : `${value.slice(0, 4)}${'*'.repeat(31)}${value.slice(-4)}`
}

/**
 * A log row as the list answers it. The real service names a member by e-mail and adds the member, and masks an API
 * key; the spec dialect lists the actor as stored, the raw key included, so that the dashboard's own masking is
 * tested against the worst a service may send.
 */
export function presentActivity(ws: Workspace, dialect: Dialect, record: ActivityRecord): object {
  const member = record.memberId ? ws.members.get(record.memberId) : undefined
  const shown = member ? dialect.present.member(publicMember(member)) : null
  if (record.optAccountType === 0) {
    return { ...record, optAccount: `Member (${member?.email ?? record.optAccountId})`, member: shown }
  }
  if (record.optAccountType === 2 && dialect.rules.apiKeyActor === 'masked') {
    return {
      ...record,
      optAccount: `OpenApi (${hideStar(record.optAccountId)})`,
      optAccountId: hideStar(record.optAccountId),
      member: null,
    }
  }
  return { ...record, member: null }
}
