import { describe, expect, it } from 'vitest'
import type { MerchantMember } from '../api/contract/members'
import { mayUse, permissionGroups, roleLabel, sessionMemberOf } from './permissions'
import type { Session } from './session'

const environment = { id: 'e', label: 'E', baseUrl: 'https://e.test', sandbox: true, demo: false }
const settings = { idleTimeoutMinutes: 30, requestTimeoutSeconds: 15 }
const sessionOf = (member: MerchantMember): Session => ({ environment, settings, token: 't', member: sessionMemberOf(member) })

const support: MerchantMember = {
  id: 3,
  email: 'support@northwind.example',
  firstName: 'Tomás',
  lastName: 'Becker',
  isOwner: false,
  MemberRoles: [
    {
      id: 4,
      role: 'Support',
      permissions: [
        { group: 'user', permissions: ['access'] },
        { group: 'subscription', permissions: ['access'] },
        { group: 'invoice', permissions: ['access'] },
        // A group with no permission is not granted (member-sign-in.md §7.2).
        { group: 'refund', permissions: [] },
      ],
    },
  ],
  MemberGroupPermission: {},
}

describe('what a member may use', () => {
  it('a member: the groups their roles grant, and their own account; nothing else', () => {
    const session = sessionOf(support)
    expect(sessionMemberOf(support)).toMatchObject({
      name: 'Tomás Becker',
      roles: ['Support'],
      groups: ['invoice', 'subscription', 'user'],
    })
    for (const group of ['user', 'subscription', 'invoice', 'my-account'] as const) expect(mayUse(session, group)).toBe(true)
    for (const group of ['plan', 'refund', 'promo-credit', 'configuration', 'activity-logs'] as const) {
      expect(mayUse(session, group)).toBe(false)
    }
  })

  it("reads the groups in effect too, in the real service's shape and as plain lists", () => {
    const member = {
      ...support,
      MemberRoles: [],
      MemberGroupPermission: { plan: { group: 'plan', permissions: ['access'] }, report: ['access'], admin: [] },
    }
    expect(sessionMemberOf(member).groups).toEqual(['plan', 'report'])
  })

  it('the owner (no roles, no groups listed) and an API key may use everything', () => {
    const owner = sessionOf({ id: 1, email: 'o@x.test', isOwner: true, MemberRoles: [], MemberGroupPermission: {} })
    const key: Session = { environment, settings, apiKey: 'k' }
    for (const group of permissionGroups) {
      expect(mayUse(owner, group)).toBe(true)
      expect(mayUse(key, group)).toBe(true)
    }
  })

  it("names the role: the owner's, a member's roles, or none", () => {
    expect(roleLabel(sessionMemberOf({ id: 1, isOwner: true }))).toBe('Owner')
    expect(roleLabel(sessionMemberOf(support))).toBe('Support')
    expect(roleLabel(sessionMemberOf({ id: 9, email: 'x@y.test', MemberRoles: [] }))).toBe('No role')
  })
})
