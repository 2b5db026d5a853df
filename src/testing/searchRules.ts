import { expect } from 'vitest'
import type { z } from 'zod'

/** Values an address may hold for a filter: every JSON kind, and the edges of the contract's rules. */
const samples: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1,
  2,
  7,
  99,
  1.5,
  2 ** 53,
  '',
  ' ',
  'EUR',
  'eur',
  'EURO',
  'E1R',
  ' EUR',
  ' plan_x ',
  '7',
  [],
  [1],
  [2, 7],
  [1, 99],
  [1.5],
  ['1'],
  Array(30).fill(1),
  {},
]

/**
 * That a filter of a list's address, read by its own check, keeps what the list's request would take and gives
 * no filter for what it would refuse: `read` gives the view's value for one address value, `rule` is the
 * request member's schema.
 */
export function expectFollowsRule(read: (value: unknown) => unknown, rule: z.ZodType): void {
  const reference = rule.optional().catch(undefined)
  for (const value of samples) expect([value, read(value)]).toEqual([value, reference.parse(value)])
}
