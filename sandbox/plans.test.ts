import { describe, expect, it } from 'vitest'
import { createTestSandbox } from './testing'

const NOW = 1_800_000_000
const ACTIVATE = '/merchant/plan/activate'

async function sandboxWithPlans() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    plans: [
      { id: 3, externalPlanId: 'plan_pro_monthly', planName: 'Pro monthly', status: 1 },
      { id: 4, externalPlanId: 'plan_pro_yearly', planName: 'Pro yearly', status: 3 },
      { id: 5, externalPlanId: 'plan_basic', planName: 'Basic', status: 2 },
    ],
  })
  expect(seeded.status).toBe(200)
  const plan = (id: number) => sandbox.store.primary.plans.get(id)
  return { ...sandbox, plan }
}

describe('plan activate (4.21)', () => {
  it('activates a plan by id (status 2), answering an empty object', async () => {
    const { call, plan } = await sandboxWithPlans()
    const response = await call(ACTIVATE, { planId: 3 })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ code: 0, data: {} })
    expect(plan(3)).toMatchObject({ status: 2, gmtModify: NOW })
    expect(plan(4)?.status).toBe(3)
  })

  it('activates an inactive plan by external plan id, trimmed', async () => {
    const { call, plan } = await sandboxWithPlans()
    const response = await call(ACTIVATE, { externalPlanId: ' plan_pro_yearly ' })
    expect(response.status).toBe(200)
    expect(plan(4)?.status).toBe(2)
  })

  it('succeeds for a plan that is active already', async () => {
    const { call, plan } = await sandboxWithPlans()
    expect((await call(ACTIVATE, { planId: 5 })).status).toBe(200)
    expect(plan(5)?.status).toBe(2)
  })

  it('shows the change in the state', async () => {
    const { call, control } = await sandboxWithPlans()
    await call(ACTIVATE, { planId: 3 })
    const state = await control<{ collections: { plans: { id: number; status: number }[] } }>('state')
    expect(state.body.data.collections.plans.find((p) => p.id === 3)?.status).toBe(2)
  })

  it('refuses both identifiers at once, and neither', async () => {
    const { call, plan } = await sandboxWithPlans()
    const both = await call(ACTIVATE, { planId: 3, externalPlanId: 'plan_pro_monthly' })
    expect(both.status).toBe(400)
    expect(both.body.message).toBe('planId: Give either a plan id or an external plan id, not both')
    const neither = await call(ACTIVATE, {})
    expect(neither.status).toBe(400)
    expect(neither.body.message).toBe('planId: Give a plan id or an external plan id')
    expect(plan(3)?.status).toBe(1)
  })

  it('refuses an invalid plan id or an empty external plan id', async () => {
    const { call } = await sandboxWithPlans()
    expect((await call(ACTIVATE, { planId: 0 })).body.message).toContain('Plan id must be greater than 0')
    expect((await call(ACTIVATE, { externalPlanId: '  ' })).body.message).toContain('External plan id cannot be empty')
  })

  it('answers 404 for an unknown plan id or external plan id', async () => {
    const { call } = await sandboxWithPlans()
    const byId = await call(ACTIVATE, { planId: 99 })
    expect(byId.status).toBe(404)
    expect(byId.body.message).toBe('Plan 99 not found')
    const byExternal = await call(ACTIVATE, { externalPlanId: 'plan_missing' })
    expect(byExternal.status).toBe(404)
    expect(byExternal.body.message).toBe('No plan has the external plan id "plan_missing"')
  })
})
