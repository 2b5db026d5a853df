import { describe, expect, it } from 'vitest'
import { createTestSandbox } from './testing'
import type { BatchTemplateRecord } from './records'
import { codeOptions } from '../src/api/contract/codes'

describe('demo plans, discounts and metrics', () => {
  const { store, call } = createTestSandbox({ dataset: 'demo' })
  const ws = store.primary

  it("gives every customer a status the service documents (0 active, 2 suspended), so the demo's status filter finds them", () => {
    const documented = codeOptions('accountStatus').map((option) => option.value)
    const statuses = ws.users.all().map((user) => user.status)
    expect(statuses.every((status) => documented.includes(status))).toBe(true)
    expect(new Set(statuses)).toEqual(new Set(documented))
  })

  it('has plans 1 to 10 in every status, each with an external plan id', () => {
    const plans = ws.plans.all()
    expect(plans.map((plan) => plan.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set([1, 2, 3]))
    expect(plans.every((plan) => /^plan_[a-z_]+$/.test(plan.externalPlanId))).toBe(true)
    expect(ws.plans.get(1)?.externalPlanId).toBe('plan_basic_monthly')
  })

  it('has percentage and fixed amount codes, one-time and recurring, limited and unlimited', () => {
    const codes = ws.discountCodes.all()
    expect(new Set(codes.map((code) => code.discountType))).toEqual(new Set([1, 2]))
    expect(new Set(codes.map((code) => code.billingType))).toEqual(new Set([1, 2]))
    expect(codes.some((code) => code.quantity === 0)).toBe(true)
    expect(codes.some((code) => code.quantity > 0 && code.usedQuantity > 0)).toBe(true)
    expect(codes.some((code) => code.planApplyGroup.groupPlanIntervalSelector.length > 0)).toBe(true)
  })

  it('keeps each template’s counts consistent with its children, some redeemed with every redemption field', async () => {
    for (const template of ws.batchTemplates.all()) {
      const children = ws.batchChildren.filter((child) => child.parentTemplateCode === template.code)
      expect(template.childCodeCount).toBe(children.length)
      expect(template.usedChildCodeCount).toBe(children.filter((child) => child.isRedeemed).length)
      const answered = await call<{ template: BatchTemplateRecord }>('/merchant/discount/batch/template/detail', {
        id: template.id,
      })
      expect(answered.body.data.template).toMatchObject({
        childCodeCount: template.childCodeCount,
        usedChildCodeCount: template.usedChildCodeCount,
      })
    }
    const redeemed = ws.batchChildren.filter((child) => child.isRedeemed)
    expect(redeemed.length).toBeGreaterThan(0)
    for (const child of redeemed) {
      expect(child.redeemedAt).toBeGreaterThan(0)
      expect(child.redeemedByEmail).toContain('@')
      expect(child.invoiceId && child.subscriptionId && child.paymentId && child.planName).toBeTruthy()
      expect(ws.plans.get(child.planId)?.planName).toBe(child.planName)
    }
    expect(ws.batchChildren.all().some((child) => !child.isRedeemed)).toBe(true)
  })

  it('has metrics of every aggregation type', () => {
    expect(new Set(ws.metrics.all().map((metric) => metric.aggregationType))).toEqual(new Set([1, 2, 3, 4, 5]))
  })
})
