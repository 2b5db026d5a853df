import { describe, expect, it } from 'vitest'
import { countLabel, formatCount } from './countLabel'

describe('counts', () => {
  it("formats a count as the reader's locale does, from one formatter kept for the page", () => {
    expect(formatCount(1234567)).toBe((1234567).toLocaleString())
    expect(formatCount(0)).toBe('0')
  })

  it('names a list’s count, and says when filters narrow it', () => {
    expect(countLabel(1, ['plan', 'plans'])).toBe('1 plan')
    expect(countLabel(12000, ['plan', 'plans'])).toBe(`${(12000).toLocaleString()} plans`)
    expect(countLabel(1, ['upload', 'uploads'], true)).toBe('1 upload matches the filters')
    expect(countLabel(3, ['upload', 'uploads'], true)).toBe('3 uploads match the filters')
  })
})
