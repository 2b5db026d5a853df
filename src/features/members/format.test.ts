import { describe, expect, it } from 'vitest'
import { groupPermissionRows, memberName } from './format'

describe('member name', () => {
  it('is the full name, else the e-mail, else the id', () => {
    expect(memberName({ firstName: 'Morgan', lastName: 'Reyes', email: 'm@example.com' })).toBe('Morgan Reyes')
    expect(memberName({ firstName: 'Morgan', lastName: '' })).toBe('Morgan')
    expect(memberName({ firstName: null, email: 'm@example.com' })).toBe('m@example.com')
    expect(memberName({ id: 7 })).toBe('Member 7')
  })
})

describe('group permissions', () => {
  it("reads the real service's map of group to {group, permissions}", () => {
    expect(
      groupPermissionRows({
        billing: { group: 'billing', permissions: ['invoice.read', 'invoice.write'] },
        users: { group: 'users', permissions: null },
      }),
    ).toEqual([
      { group: 'billing', permissions: ['invoice.read', 'invoice.write'] },
      { group: 'users', permissions: [] },
    ])
  })

  it('reads a plain list of permissions per group too', () => {
    expect(groupPermissionRows({ reports: ['report.read'] })).toEqual([{ group: 'reports', permissions: ['report.read'] }])
  })

  it('is empty for the owner ({}) and no value', () => {
    expect(groupPermissionRows({})).toEqual([])
    expect(groupPermissionRows(null)).toEqual([])
  })

  it('gives up on any other shape, so the raw value is shown instead', () => {
    expect(groupPermissionRows({ billing: 'all' })).toBeNull()
    expect(groupPermissionRows({ billing: { permissions: [1, 2] } })).toBeNull()
  })
})
