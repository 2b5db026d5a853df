import { expect, test, type SandboxControl } from './fixtures'

const INCREMENT = '/merchant/discount/quantity_increment'

type StoredCode = { id: number; status: number; quantity: number; isDeleted?: number }

async function seed(sandbox: SandboxControl, status: number) {
  await sandbox.seed({
    discountCodes: [
      { id: 31, code: 'SPRING25', status, quantity: 20, discountType: 1, discountPercentage: 2500, billingType: 1 },
    ],
  })
}

async function stored(sandbox: SandboxControl) {
  return (await sandbox.collection<StoredCode>('discountCodes')).find((code) => code.id === 31)
}

async function callsTo(sandbox: SandboxControl, path: string) {
  return (await sandbox.calls()).filter((call) => call.path === path)
}

test.describe('discount code: state changes and quantity', () => {
  test(
    'activates an editable code, deactivates it, then archives it, each asked first',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox, 1)
      await page.goto('/discounts/codes/31')
      const actions = page.getByRole('group', { name: 'Actions' })
      await expect(actions.getByRole('button', { name: 'Deactivate' })).toHaveCount(0)

      await actions.getByRole('button', { name: 'Activate' }).click()
      const activate = page.getByRole('dialog', { name: 'Activate SPRING25?' })
      await expect(activate).toContainText('Its amount, currency and type can no longer be edited.')
      await activate.getByRole('button', { name: 'Activate' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'The code is active.' })).toBeVisible()
      expect((await stored(sandbox))?.status).toBe(2)

      await actions.getByRole('button', { name: 'Deactivate' }).click()
      const deactivate = page.getByRole('dialog', { name: 'Deactivate SPRING25?' })
      await expect(deactivate).toContainText('Customers can no longer use the code.')
      await deactivate.getByRole('button', { name: 'Deactivate' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'The code is deactivated.' })).toBeVisible()
      expect((await stored(sandbox))?.status).toBe(3)
      await expect(actions.getByRole('button', { name: 'Activate' })).toBeVisible()

      await actions.getByRole('button', { name: 'Archive' }).click()
      const archive = page.getByRole('dialog', { name: 'Archive SPRING25?' })
      await archive.getByRole('button', { name: 'Archive' }).click()
      await expect(archive).toBeHidden()
      expect((await stored(sandbox))?.isDeleted).toBeTruthy()
    },
  )

  test(
    'a refused change is shown in its confirmation with the request id',
    { tag: '@real' },
    async ({ app: page, sandbox, requestId }) => {
      await seed(sandbox, 2)
      await sandbox.fault({
        path: '/merchant/discount/deactivate',
        status: 200,
        code: 51,
        message: 'Code is not active status',
        times: 1,
      })
      await page.goto('/discounts/codes/31')
      await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Deactivate' }).click()
      const dialog = page.getByRole('dialog', { name: 'Deactivate SPRING25?' })
      await dialog.getByRole('button', { name: 'Deactivate' }).click()
      const alert = dialog.getByRole('alert').filter({ hasText: "The code's state was not changed" })
      await expect(alert).toContainText('Code is not active status')
      await expect(alert).toContainText(requestId)
      expect((await stored(sandbox))?.status).toBe(2)
    },
  )

  test(
    'increases the quantity beside the decrease; zero and fractions are refused before sending',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox, 2)
      await page.goto('/discounts/codes/31')
      const form = page.getByRole('form', { name: 'Increase the quantity' })
      await expect(
        page.getByRole('group', { name: 'Actions' }).getByRole('form', { name: 'Decrease the quantity' }),
      ).toBeVisible()
      const amount = form.getByLabel('Quantity to add')
      await amount.fill('0')
      await form.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(form.getByText('Amount must be greater than 0')).toBeVisible()
      await amount.fill('2.5')
      await form.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(form.getByText('Amount must be a whole number')).toBeVisible()
      expect(await callsTo(sandbox, INCREMENT)).toHaveLength(0)
      await amount.fill('5')
      await form.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'The quantity was increased by 5.' })).toBeVisible()
      expect((await stored(sandbox))?.quantity).toBe(25)
      await expect(page.getByRole('group', { name: 'Used' })).toContainText('of 25')
      expect(await callsTo(sandbox, INCREMENT)).toHaveLength(1)
    },
  )
})
