import { useSyncExternalStore } from 'react'
import type { MerchantMember } from '../api/contract/members'
import { getSession, isMemberSession, subscribeSession, type Session, type SessionMember } from './session'

/**
 * What a signed-in member may see and do, as the official portal decides it (member-sign-in.md §7): the owner
 * everything; anyone else the permission groups that their roles grant (a group with a non-empty list of
 * permissions). The service itself enforces none of it: this hides what a member's role leaves out, it does not
 * protect anything. An API key may do everything.
 */

/** The official portal's permission groups, one per page of it. */
export const permissionGroups = [
  'plan',
  'billable-metric',
  'discount-code',
  'subscription',
  'invoice',
  'transaction',
  'refund',
  'promo-credit',
  'user',
  'admin',
  'report',
  'my-account',
  'activity-logs',
  'configuration',
] as const
export type PermissionGroup = (typeof permissionGroups)[number]

/** Groups every member has, whatever the roles: their own account. */
const everyMember: ReadonlySet<string> = new Set<PermissionGroup>(['my-account'])

/** The groups a member's roles grant: each role's groups with permissions, and the groups in effect the service lists. */
function grantedGroups(member: MerchantMember): string[] {
  const granted = new Set<string>()
  for (const role of member.MemberRoles ?? []) {
    for (const entry of role?.permissions ?? []) {
      if (entry?.group && (entry.permissions ?? []).length > 0) granted.add(entry.group)
    }
  }
  for (const [group, entry] of Object.entries(member.MemberGroupPermission ?? {})) {
    const permissions = Array.isArray(entry) ? entry : (entry as { permissions?: unknown } | null)?.permissions
    if (Array.isArray(permissions) && permissions.length > 0) granted.add(group)
  }
  return [...granted].sort()
}

/** Who signed in, as the session keeps it: name, roles and the groups granted (every one for the owner). */
export function sessionMemberOf(member: MerchantMember): SessionMember {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim()
  const isOwner = Boolean(member.isOwner)
  return {
    id: member.id ?? 0,
    email: member.email ?? '',
    name: name || member.email || 'Member',
    isOwner,
    roles: isOwner ? ['Owner'] : (member.MemberRoles ?? []).flatMap((role) => (role?.role ? [role.role] : [])),
    groups: isOwner ? [...permissionGroups] : grantedGroups(member),
  }
}

/** Whether the session may use what a group covers. */
export function mayUse(session: Session | null, group: PermissionGroup): boolean {
  if (!isMemberSession(session)) return true
  return session.member.isOwner || everyMember.has(group) || session.member.groups.includes(group)
}

/** `mayUse` for the signed-in session, following it as it changes. */
export function useMayUse(group: PermissionGroup): boolean {
  const session = useSyncExternalStore(subscribeSession, getSession)
  return mayUse(session, group)
}

/** The signed-in session, following it as it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession)
}

/** "Owner", or the member's roles ("Support, Finance"), or "No role". */
export function roleLabel(member: SessionMember): string {
  if (member.isOwner) return 'Owner'
  return member.roles.length ? member.roles.join(', ') : 'No role'
}
