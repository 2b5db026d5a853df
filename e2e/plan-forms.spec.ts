import { expect, test, type SandboxControl } from './fixtures'

type StoredPlan = {
  id: number
  planName: string
  status: number
  amount: number
  currency: string
  intervalUnit: string
  intervalCount: number
  trialDurationTime: number
  type: number
}

async function storedPlans(sandbox: SandboxControl) {
  return sandbox.collection<StoredPlan>('plans')
}

test.describe('plans: create and edit', () => {
  test(
    'creates a main plan from the list, refusing an interval beyond its limit first; it opens in its details',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await page.goto('/plans')
      await page.getByRole('button', { name: 'New plan' }).click()
      const form = page.getByRole('form', { name: 'New plan' })
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pro quarterly')
      await form.getByRole('textbox', { name: 'Price' }).fill('29.999')
      await form.getByRole('textbox', { name: 'Currency' }).fill('eur')
      await form.getByRole('textbox', { name: 'Billed every' }).fill('13')
      await form.getByRole('textbox', { name: 'Free trial (days)' }).fill('1.5')
      await form.getByRole('button', { name: 'Create plan' }).click()
      await expect(form.getByText('Trial length must be a whole number')).toBeVisible()
      await form.getByRole('textbox', { name: 'Free trial (days)' }).fill('14')
      await form.getByRole('button', { name: 'Create plan' }).click()
      await expect(form.getByText('EUR amounts have at most 2 decimal places')).toBeVisible()
      await form.getByRole('textbox', { name: 'Price' }).fill('29.90')
      await form.getByRole('button', { name: 'Create plan' }).click()
      await expect(form.getByText('A plan is billed every 12 months at most')).toBeVisible()
      expect(await storedPlans(sandbox)).toHaveLength(0)

      await form.getByRole('textbox', { name: 'Billed every' }).fill('3')
      await form.getByRole('button', { name: 'Create plan' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'was created: it is being edited until it is activated.' }),
      ).toBeVisible()
      const drawer = page.getByRole('dialog', { name: /Pro quarterly \(plan \d+\)/ })
      await expect(drawer.getByRole('button', { name: 'Delete plan' })).toBeVisible()
      expect((await storedPlans(sandbox)).find((plan) => plan.planName === 'Pro quarterly')).toMatchObject({
        status: 1,
        amount: 2990,
        currency: 'EUR',
        intervalUnit: 'month',
        intervalCount: 3,
        trialDurationTime: 14 * 24 * 3600,
        type: 1,
      })
    },
  )

  test(
    "edits an active plan's name; its price is locked, and copying it starts a new plan at a new price",
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.seed({
        plans: [
          { id: 50, planName: 'Team monthly', amount: 4900, currency: 'EUR', status: 2, intervalUnit: 'month', intervalCount: 1 },
        ],
      })
      await page.goto('/plans')
      await page.getByRole('button', { name: 'Details of Team monthly (plan 50)' }).click()
      let drawer = page.getByRole('dialog', { name: 'Team monthly (plan 50)' })
      await drawer.getByRole('button', { name: 'Edit plan' }).click()
      let form = drawer.getByRole('form', { name: 'Edit the plan' })
      await expect(form.getByRole('note')).toContainText('Price and interval are locked')
      await expect(form.getByRole('textbox', { name: 'Price' })).toHaveAttribute('readonly', '')
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Team')
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Team monthly (plan 50) was saved.' })).toBeVisible()
      expect((await storedPlans(sandbox)).find((plan) => plan.id === 50)).toMatchObject({ planName: 'Team', amount: 4900 })

      await page.getByRole('button', { name: 'Details of Team (plan 50)' }).click()
      drawer = page.getByRole('dialog', { name: 'Team (plan 50)' })
      await drawer.getByRole('button', { name: 'Edit plan' }).click()
      form = drawer.getByRole('form', { name: 'Edit the plan' })
      await form.getByRole('button', { name: 'Copy as a new plan' }).click()
      const copy = page.getByRole('form', { name: 'New plan' })
      await expect(copy.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Team (new price)')
      await expect(copy.getByRole('textbox', { name: 'Price' })).toHaveValue('49.00')
      await copy.getByRole('textbox', { name: 'Price' }).fill('59')
      await copy.getByRole('button', { name: 'Create plan' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Team (new price)' })).toBeVisible()
      expect((await storedPlans(sandbox)).find((plan) => plan.planName === 'Team (new price)')).toMatchObject({
        amount: 5900,
        status: 1,
      })
      expect((await storedPlans(sandbox)).find((plan) => plan.id === 50)).toMatchObject({ amount: 4900 })
    },
  )
})
