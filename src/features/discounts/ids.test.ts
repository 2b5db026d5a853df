import { describe, expect, it } from 'vitest'
import { recentName } from './ids'

describe('discount records in the recent lists', () => {
  it('are named by code and name', () => {
    expect(recentName({ code: 'SUMMER26', name: 'Summer vouchers' }, 'Template 1')).toBe('SUMMER26 · Summer vouchers')
    expect(recentName({ code: 'SUMMER26', name: '' }, 'Template 1')).toBe('SUMMER26')
    expect(recentName({}, 'Template 1')).toBe('Template 1')
  })
})
