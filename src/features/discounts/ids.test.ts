import { describe, expect, it } from 'vitest'
import { childIdSchema, codeIdSchema, findTemplateId, parseIdParam, recentName, templateIdSchema } from './ids'

describe('discount ids', () => {
  it('parses a path id with the contract’s rule', () => {
    expect(parseIdParam(codeIdSchema, '31')).toBe(31)
    expect(parseIdParam(templateIdSchema, ' 7 ')).toBe(7)
    expect(parseIdParam(childIdSchema, '0')).toBeNull()
    expect(parseIdParam(childIdSchema, '-2')).toBeNull()
    expect(parseIdParam(childIdSchema, 'abc')).toBeNull()
    expect(parseIdParam(childIdSchema, '1.5')).toBeNull()
  })

  it('names a record by code and name', () => {
    expect(recentName({ code: 'SUMMER26', name: 'Summer vouchers' }, 'Template 1')).toBe('SUMMER26 · Summer vouchers')
    expect(recentName({ code: 'SUMMER26', name: '' }, 'Template 1')).toBe('SUMMER26')
    expect(recentName({}, 'Template 1')).toBe('Template 1')
  })

  it('finds a template id by its code in the session, then in the recent list', () => {
    const loaded = [{ id: 4, code: 'CONF2026' }, undefined]
    const recent = [
      { id: '9', name: 'PARTNERS · Partner referral codes', openedAt: 1 },
      { id: '2', name: 'PARTNER', openedAt: 2 },
    ]
    expect(findTemplateId('CONF2026', loaded, recent)).toBe(4)
    expect(findTemplateId('PARTNERS', loaded, recent)).toBe(9)
    expect(findTemplateId('PARTNER', loaded, recent)).toBe(2)
    expect(findTemplateId('MISSING', loaded, recent)).toBeNull()
    expect(findTemplateId('', loaded, recent)).toBeNull()
  })
})
