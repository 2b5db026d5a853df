import { expect, test } from './fixtures'

type StoredProduct = { id: number; status: number; isDeleted?: number }

test.describe('products: activate, inactivate, delete', () => {
  test(
    'inactivates and activates a product from its details; a delete with plans linked is refused, one without is done',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await sandbox.seed({
        products: [
          { id: 7, productName: 'Analytics', status: 1 },
          { id: 8, productName: 'Old add-on', status: 1 },
        ],
        plans: [{ id: 70, planName: 'Analytics monthly', productId: 7, amount: 1000, currency: 'EUR' }],
      })
      const stored = async (id: number) =>
        (await sandbox.collection<StoredProduct>('products')).find((product) => product.id === id)
      await page.goto('/products')

      await page.getByRole('button', { name: 'Details of Analytics' }).click()
      let drawer = page.getByRole('dialog', { name: 'Analytics' })
      await drawer.getByRole('button', { name: 'Inactivate' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Analytics is inactive.' })).toBeVisible()
      expect((await stored(7))?.status).toBe(2)

      await page.getByRole('button', { name: 'Details of Analytics' }).click()
      drawer = page.getByRole('dialog', { name: 'Analytics' })
      await drawer.getByRole('button', { name: 'Activate' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Analytics is active.' })).toBeVisible()
      expect((await stored(7))?.status).toBe(1)

      await page.getByRole('button', { name: 'Details of Analytics' }).click()
      drawer = page.getByRole('dialog', { name: 'Analytics' })
      await drawer.getByRole('button', { name: 'Delete product' }).click()
      await expect(drawer).toContainText('The service refuses while plans are linked to it')
      await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
      const alert = drawer.getByRole('alert').filter({ hasText: 'The product was not changed' })
      await expect(alert).toContainText(
        byDialect({ spec: 'Product 7 has plans (70)', real: 'product can not delete while has plan linked' }),
      )
      await expect(alert).toContainText(requestId)
      expect((await stored(7))?.isDeleted).toBeFalsy()
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Details of Old add-on' }).click()
      drawer = page.getByRole('dialog', { name: 'Old add-on' })
      await drawer.getByRole('button', { name: 'Delete product' }).click()
      await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Old add-on was deleted.' })).toBeVisible()
      expect((await stored(8))?.isDeleted).toBeTruthy()
      await expect(page.getByRole('button', { name: 'Details of Old add-on' })).toHaveCount(0)
    },
  )
})

test.describe('products: edit', () => {
  test(
    "edits a product's name, description and metadata from its details; bad input is refused at its field",
    { tag: '@real' },
    async ({ app: page, sandbox, requestId }) => {
      await sandbox.seed({ products: [{ id: 7, productName: 'Analytics', description: 'Reports', status: 1 }] })
      const stored = async () =>
        (await sandbox.collection<{ id: number; productName: string; description: string; metaData?: unknown }>('products')).find(
          (product) => product.id === 7,
        )
      await page.goto('/products')
      await page.getByRole('button', { name: 'Details of Analytics' }).click()
      const drawer = page.getByRole('dialog', { name: 'Analytics' })
      await drawer.getByRole('button', { name: 'Edit' }).click()
      const form = drawer.getByRole('form', { name: 'Edit the product' })
      await expect(form.getByLabel('Name')).toHaveValue('Analytics')
      await form.getByLabel('Name').fill('')
      await form.getByLabel('Image URL').fill('ftp://example.com/logo.png')
      await form.getByLabel('Metadata').fill('[1, 2]')
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(form.getByText('Product name is required')).toBeVisible()
      await expect(form.getByText('Metadata must be a JSON object')).toBeVisible()
      await expect(form.getByLabel('Image URL')).toHaveAccessibleDescription(/http/)

      await sandbox.fault({ path: '/merchant/product/edit', status: 200, code: 51, message: 'Merchant not match', times: 1 })
      await form.getByLabel('Name').fill('Insights')
      await form.getByLabel('Image URL').fill('https://example.com/logo.png')
      await form.getByLabel('Description').fill('')
      await form.getByLabel('Metadata').fill('{"team": "growth"}')
      await form.getByRole('button', { name: 'Save' }).click()
      const alert = form.getByRole('alert').filter({ hasText: 'The product was not saved' })
      await expect(alert).toContainText('Merchant not match')
      await expect(alert).toContainText(requestId)
      await expect(form.getByLabel('Name')).toHaveValue('Insights')

      await form.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Analytics was saved.' })).toBeVisible()
      expect(await stored()).toMatchObject({ productName: 'Insights', description: '' })
      await expect(page.getByRole('button', { name: 'Details of Insights' })).toBeVisible()
    },
  )
})
