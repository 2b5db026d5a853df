import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, type SandboxControl } from './fixtures'

const base = 1767225600
const ACTIVATE = '/merchant/plan/activate'
const DELETE = '/merchant/metric/delete'

const plans = [
  { id: 3, externalPlanId: 'plan_pro_monthly', planName: 'Pro monthly', status: 1 },
  { id: 4, externalPlanId: 'plan_pro_yearly', planName: 'Pro yearly', status: 3 },
]

const metrics = [
  {
    id: 71,
    code: 'active_users',
    metricName: 'Active users',
    unit: 'users',
    aggregationType: 2,
    aggregationProperty: 'user_id',
    type: 1,
    metricDescription: 'Distinct users who signed in.',
    carryoverProrationEnabled: true,
    createTime: base,
    gmtModify: base + 86400,
    metaData: { team: 'growth' },
  },
  { id: 72, code: 'seats', metricName: 'Seats', unit: 'seats', aggregationType: 4, aggregationProperty: 'seats', type: 3 },
]

async function callsTo(sandbox: SandboxControl, path: string) {
  return (await sandbox.calls()).filter((call) => call.path === path)
}

async function planStatus(sandbox: SandboxControl, id: number) {
  const stored = await sandbox.collection<{ id: number; status: number }>('plans')
  return stored.find((plan) => plan.id === id)?.status
}

async function expectNoAxeViolations(page: Page) {
  // The page's own content; the app shell has its own checks.
  const results = await new AxeBuilder({ page }).include('main').analyze()
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
  ).toEqual([])
}

test.describe('activate a plan', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ plans })
  })

  test('activates a plan by its id', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await page.goto('/products')
    await page.getByRole('link', { name: 'Plans' }).click()
    await expect(page).toHaveURL(/\/plans\/activate$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Activate a plan' })).toBeVisible()
    await expect(page.getByText('Fill in one of the two.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByLabel('Plan ID', { exact: true }).fill('3')
    await expect(page.getByText('Will activate plan 3, by its plan ID.')).toBeVisible()
    await page.getByRole('button', { name: 'Activate plan' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Plan activated' })).toContainText('Plan 3 is now active')
    await expect.poll(() => planStatus(sandbox, 3)).toBe(2)
    expect(await planStatus(sandbox, 4)).toBe(3)
    expect(await callsTo(sandbox, ACTIVATE)).toHaveLength(1)
  })

  test('activates a plan by its external id, from a deep link', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await page.goto('/plans/activate?externalPlanId=plan_pro_yearly')
    await expect(page.getByLabel('External plan ID')).toHaveValue('plan_pro_yearly')
    await expect(page.getByLabel('Plan ID', { exact: true })).toHaveValue('')
    await page.getByRole('button', { name: 'Activate plan' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Plan activated' })).toContainText(
      'The plan with external plan ID “plan_pro_yearly” is now active',
    )
    await expect.poll(() => planStatus(sandbox, 4)).toBe(2)
    await expectNoAxeViolations(page)
  })

  test('both or neither identifier is refused before sending', async ({ app: page, sandbox }) => {
    await page.goto('/plans/activate')
    const planId = page.getByLabel('Plan ID', { exact: true })
    await page.getByRole('button', { name: 'Activate plan' }).click()
    await expect(page.getByText('Give a plan id or an external plan id', { exact: true })).toBeVisible()
    await expect(planId).toBeFocused()
    await expect(planId).toHaveAttribute('aria-invalid', 'true')

    await planId.fill('3')
    await page.getByLabel('External plan ID').fill('plan_pro_monthly')
    await expect(page.getByText(/^Both are filled in/)).toBeVisible()
    await page.getByRole('button', { name: 'Activate plan' }).click()
    await expect(page.getByText('Give either a plan id or an external plan id, not both')).toBeVisible()
    await expect(planId).toBeFocused()

    expect(await callsTo(sandbox, ACTIVATE)).toEqual([])
    expect(await planStatus(sandbox, 3)).toBe(1)
  })

  test(
    'an unknown plan is refused with the service’s message and request id',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect }) => {
      await page.goto('/plans/activate?planId=99')
      await expect(page.getByLabel('Plan ID', { exact: true })).toHaveValue('99')
      await page.getByRole('button', { name: 'Activate plan' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'The plan was not activated' })
      await expect(alert).toContainText(byDialect({ spec: 'Plan 99 not found', real: 'plan not found' }))
      const calls = await callsTo(sandbox, ACTIVATE)
      expect(calls).toHaveLength(1)
      await expect(alert).toContainText(`Request ID: ${calls[0].requestId}`)
      await expect(page.getByLabel('Plan ID', { exact: true })).toHaveValue('99')
    },
  )

  test('/plans leads to the activate page', async ({ app: page }) => {
    await page.goto('/plans')
    await expect(page).toHaveURL(/\/plans\/activate$/)
  })
})

test.describe('delete a metric', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ metrics })
  })

  test(
    'deletes a metric after confirming, shows its fields, and a second deletion is not found',
    { tag: '@real' },
    async ({ app: page, sandbox, dialect, byDialect, requestId }) => {
      await page.goto('/products')
      await page.getByRole('link', { name: 'Metrics' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Delete a metric' })).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByLabel('Metric ID').fill('71')
      await page.getByRole('button', { name: 'Delete metric' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete metric 71?' })
      await expect(dialog).toContainText('Metric 71 will be deleted. This cannot be undone.')
      await dialog.getByRole('button', { name: 'Delete metric 71' }).click()

      const fields = page.getByRole('region', { name: 'Deleted metric 71' })
      if (dialect === 'real') {
        // The real service never fills the deleted metric in its answer (null).
        await expect(page.getByRole('status').filter({ hasText: 'Metric deleted' })).toContainText('Metric 71 was deleted.')
        await expect(fields).toContainText('The service answered without the metric’s fields.')
      } else {
        await expect(page.getByRole('status').filter({ hasText: 'Metric deleted' })).toContainText(
          'Metric 71 (Active users) was deleted.',
        )
        await expect(fields).toContainText('Active users')
        await expect(fields.getByText('active_users', { exact: true })).toBeVisible()
        await expect(fields.getByRole('button', { name: 'Copy metric code' })).toBeVisible()
        await expect(fields).toContainText('users')
        await expect(fields).toContainText('2 · count unique')
        await expect(fields).toContainText('user_id')
        await expect(fields).toContainText('1 · limit metered')
        await expect(fields).toContainText('Distinct users who signed in.')
        await expect(fields.locator('time').first()).toHaveAttribute('datetime', new Date(base * 1000).toISOString())
        await expect(fields.getByLabel('Metric metadata')).toContainText('"team": "growth"')
      }
      const stored = await sandbox.collection<{ id: number }>('metrics')
      expect(stored.map((metric) => metric.id)).toEqual([72])
      await expectNoAxeViolations(page)

      await page.getByRole('button', { name: 'Delete metric' }).click()
      await page.getByRole('dialog', { name: 'Delete metric 71?' }).getByRole('button', { name: 'Delete metric 71' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Metric 71 was not deleted' })
      // sic: the real service says "endpoint not found" for a metric.
      await expect(alert).toContainText(byDialect({ spec: 'Metric 71 not found', real: 'endpoint not found' }))
      await expect(alert).toContainText(requestId)
      await expect(page.getByRole('status').filter({ hasText: 'Metric deleted' })).toHaveCount(0)
      expect(await callsTo(sandbox, DELETE)).toHaveLength(2)
    },
  )

  test('an empty or invalid id is refused before sending, and a cancelled deletion sends nothing', async ({
    app: page,
    sandbox,
  }) => {
    await page.goto('/metrics/delete')
    const metricId = page.getByLabel('Metric ID')
    await page.getByRole('button', { name: 'Delete metric' }).click()
    await expect(page.getByText('Enter the metric ID')).toBeVisible()
    await expect(metricId).toBeFocused()
    await metricId.fill('0')
    await page.getByRole('button', { name: 'Delete metric' }).click()
    await expect(page.getByText('Metric id must be greater than 0')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await metricId.fill('72')
    await page.getByRole('button', { name: 'Delete metric' }).click()
    await page.getByRole('dialog', { name: 'Delete metric 72?' }).getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await callsTo(sandbox, DELETE)).toEqual([])
    expect((await sandbox.collection('metrics')).length).toBe(2)
  })

  test('a deep link prefills the id without deleting, and /metrics leads to the page', async ({ app: page, sandbox }) => {
    await page.goto('/metrics/delete?metricId=72')
    await expect(page.getByLabel('Metric ID')).toHaveValue('72')
    await page.goto('/metrics/delete?metricId=nope')
    await expect(page.getByLabel('Metric ID')).toHaveValue('')
    await page.goto('/metrics')
    await expect(page).toHaveURL(/\/metrics\/delete$/)
    expect(await callsTo(sandbox, DELETE)).toEqual([])
  })
})
