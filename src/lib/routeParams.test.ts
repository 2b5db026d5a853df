import { describe, expect, it } from 'vitest'
import {
  childCodeIdParam,
  discountCodeIdParam,
  endpointIdParam,
  InvalidParamError,
  invalidParamOf,
  invoiceIdParam,
  subscriptionIdParam,
  templateIdParam,
  userIdParam,
} from './routeParams'

import type { z } from 'zod'
import { batchChildDetailInput, batchTemplateDetailInput, discountDecreaseQuantityInput } from '../api/contract/discounts'
import { subscriptionDetailInput } from '../api/contract/extensions/subscriptions'
import { invoiceSplitPaymentsInput } from '../api/contract/invoices'
import { userGetInput } from '../api/contract/users'
import { webhookUpdateEndpointInput } from '../api/contract/webhooks'
import { parseIntId } from './ids'

/** How the id would read by the contract's schema: a numeric one from its digits, the schema's first message. */
function byContract(schema: z.ZodType, raw: string): unknown {
  const text = raw.trim()
  const result = schema.safeParse(schema.safeParse(1).success ? parseIntId(text) : text)
  return result.success ? { id: result.data } : { refused: result.error.issues[0]?.message }
}

function byParam(param: { parse: (raw: Record<string, string>) => Record<string, unknown> }, key: string, raw: string): unknown {
  try {
    return { id: param.parse({ [key]: raw })[key] }
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParamError)
    return { refused: (error as InvalidParamError).message }
  }
}

const addresses = [
  '12',
  ' 12 ',
  '012',
  '0',
  '-3',
  '6.5',
  '1e3',
  'abc',
  'in_1',
  '8176543210123',
  '99999999999999999999',
  '',
  ' ',
  '%20',
]

describe("the detail pages' ids", () => {
  it.each([
    ['userId', userIdParam, () => userGetInput.shape.userId],
    ['invoiceId', invoiceIdParam, () => invoiceSplitPaymentsInput.shape.invoiceId],
    ['subscriptionId', subscriptionIdParam, () => subscriptionDetailInput.shape.subscriptionId],
    ['codeId', discountCodeIdParam, () => discountDecreaseQuantityInput.shape.id],
    ['templateId', templateIdParam, () => batchTemplateDetailInput.shape.id],
    ['childId', childCodeIdParam, () => batchChildDetailInput.shape.id],
    ['endpointId', endpointIdParam, () => webhookUpdateEndpointInput.shape.endpointId],
  ] as const)("%s: read by the contract's rule, refused with its message", (key, param, rule) => {
    for (const raw of addresses) expect([raw, byParam(param, key, raw)]).toEqual([raw, byContract(rule(), raw)])
  })

  it('writes an id back into the address', () => {
    expect(userIdParam.stringify({ userId: 12 })).toEqual({ userId: '12' })
    expect(invoiceIdParam.stringify({ invoiceId: 'in_1' })).toEqual({ invoiceId: 'in_1' })
  })

  it('refuses a bad id with the InvalidParamError the route shows', () => {
    expect(() => userIdParam.parse({ userId: '0' })).toThrow(
      new InvalidParamError('userId', '0', 'User id must be greater than 0'),
    )
  })

  it('is found behind the error the router wraps it in', () => {
    const refused = new InvalidParamError('userId', '0', 'User id must be greater than 0')
    expect(invalidParamOf(refused)).toBe(refused)
    expect(invalidParamOf(new Error('Path params', { cause: refused }))).toBe(refused)
    expect(invalidParamOf(new Error('Something else'))).toBeUndefined()
  })
})
