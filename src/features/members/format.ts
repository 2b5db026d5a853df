import type { MerchantMember } from '../../api/contract/members'

/** A member's name for people: first and last name, else the e-mail, else the id. */
export function memberName(member: MerchantMember): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email || `Member ${member.id ?? ''}`.trim()
}

/** One permission group: its name and the permissions it grants. */
export interface PermissionGroup {
  group: string
  permissions: string[]
}

const stringList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null

/**
 * The rows of a member's `MemberGroupPermission`: the real service maps each group to
 * `{group, permissions}`; a plain list of permissions per group is read too. `null` when any entry has
 * another shape, so the caller can show the raw value instead of guessing.
 */
export function groupPermissionRows(value: Record<string, unknown> | null | undefined): PermissionGroup[] | null {
  const rows: PermissionGroup[] = []
  for (const [key, entry] of Object.entries(value ?? {})) {
    const plain = stringList(entry)
    if (plain) {
      rows.push({ group: key, permissions: plain })
      continue
    }
    if (!entry || typeof entry !== 'object') return null
    const { group, permissions } = entry as { group?: unknown; permissions?: unknown }
    const listed = permissions == null ? [] : stringList(permissions)
    if (!listed) return null
    rows.push({ group: typeof group === 'string' && group ? group : key, permissions: listed })
  }
  return rows
}
