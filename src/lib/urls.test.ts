import { describe, expect, it } from 'vitest'
import { safeHttpUrl } from './urls'

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://localhost:8787/hosted/x', 'http://localhost:8787/hosted/x'],
    [' https://example.com ', 'https://example.com/'],
  ])('accepts %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected)
  })
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://x',
    '/relative',
    '',
    null,
    3,
  ])('refuses %s', (input) => {
    expect(safeHttpUrl(input)).toBeNull()
  })
})
