import { expect, test, type SandboxControl } from './fixtures'

type StoredPlan = { id: number; status: number; publishStatus: number; disableAutoCharge?: number }

async function stored(sandbox: SandboxControl, id: number) {
  return (await sandbox.collection<StoredPlan>('plans')).find((plan) => plan.id === id)
}

const plans = [
  { id: 50, planName: 'Team monthly', amount: 4900, currency: 'EUR', status: 2, publishStatus: 1 },
  { id: 51, planName: 'Draft plan', amount: 100, currency: 'EUR', status: 1, publishStatus: 1 },
  { id: 52, planName: 'Old yearly', amount: 9900, currency: 'EUR', status: 2, publishStatus: 2 },
]

test.describe('plans: publish, archive, delete', () => {
  test('publishes and unpublishes an active plan from its details', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await sandbox.seed({ plans })
    await page.goto('/plans')
    await page.getByRole('button', { name: 'Details of Team monthly (plan 50)' }).click()
    let drawer = page.getByRole('dialog', { name: 'Team monthly (plan 50)' })
    await expect(drawer).toContainText('Not published: the customer portal and checkout do not offer it.')
    await drawer.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Team monthly (plan 50) is published.' })).toBeVisible()
    expect((await stored(sandbox, 50))?.publishStatus).toBe(2)

    await page.getByRole('button', { name: 'Details of Team monthly (plan 50)' }).click()
    drawer = page.getByRole('dialog', { name: 'Team monthly (plan 50)' })
    await drawer.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Team monthly (plan 50) is unpublished.' })).toBeVisible()
    expect((await stored(sandbox, 50))?.publishStatus).toBe(1)
  })

  test(
    'archives a plan for good after saying what each archive does to renewals; it leaves the plan choices',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.seed({ plans })
      await page.goto('/plans')
      await page.getByRole('button', { name: 'Details of Old yearly (plan 52)' }).click()
      const drawer = page.getByRole('dialog', { name: 'Old yearly (plan 52)' })
      await drawer.getByRole('button', { name: 'Archive plan' }).click()
      await expect(drawer.getByRole('radio', { name: 'Archive', exact: true })).toHaveAccessibleDescription(/keep renewing/)
      await drawer.getByRole('radio', { name: 'Archive for good' }).check()
      await expect(drawer.getByRole('radio', { name: 'Archive for good' })).toHaveAccessibleDescription(
        /no longer charged automatically at renewal/,
      )
      await drawer.getByRole('button', { name: 'Archive for good' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Old yearly (plan 52) is archived for good.' })).toBeVisible()
      expect(await stored(sandbox, 52)).toMatchObject({ status: 5, disableAutoCharge: 1 })

      await page.goto('/discounts')
      await page.getByRole('button', { name: 'New code' }).click()
      const form = page.getByRole('form', { name: 'New discount code' })
      await form.getByLabel('Plans', { exact: true }).selectOption({ label: 'The listed plans' })
      await form.getByRole('combobox', { name: 'Applies to these plans' }).click()
      await expect(page.getByRole('option', { name: /Team monthly/ })).toBeVisible()
      await expect(page.getByRole('option', { name: /Old yearly/ })).toHaveCount(0)
    },
  )

  test(
    'deletes a plan still being edited; an active plan offers no delete, and a refusal is shown',
    { tag: '@real' },
    async ({ app: page, sandbox, requestId, byDialect }) => {
      await sandbox.seed({ plans })
      await page.goto('/plans')
      await page.getByRole('button', { name: 'Details of Team monthly (plan 50)' }).click()
      let drawer = page.getByRole('dialog', { name: 'Team monthly (plan 50)' })
      await expect(drawer.getByRole('button', { name: 'Delete plan' })).toHaveCount(0)
      await page.keyboard.press('Escape')

      // Activated meanwhile elsewhere: the service refuses the delete.
      await page.getByRole('button', { name: 'Details of Draft plan (plan 51)' }).click()
      drawer = page.getByRole('dialog', { name: 'Draft plan (plan 51)' })
      await sandbox.seed({ plans: [{ ...plans[1], status: 2 }] })
      await drawer.getByRole('button', { name: 'Delete plan' }).click()
      await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
      const alert = drawer.getByRole('alert').filter({ hasText: 'The plan was not changed' })
      await expect(alert).toContainText(
        byDialect({ spec: 'only an editing plan can be deleted', real: 'plan is not in edit status, id:51' }),
      )
      await expect(alert).toContainText(requestId)

      await sandbox.seed({ plans: [plans[1]] })
      await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Draft plan (plan 51) was deleted.' })).toBeVisible()
      expect(await stored(sandbox, 51)).toBeUndefined()
      await expect(page.getByRole('button', { name: 'Details of Draft plan (plan 51)' })).toHaveCount(0)
    },
  )
})
