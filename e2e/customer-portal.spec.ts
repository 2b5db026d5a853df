import { expect, test, type SandboxControl } from './fixtures'

const PORTAL = '/merchant/session/customer_portal_url'

async function seed(sandbox: SandboxControl) {
  await sandbox.seed({
    plans: [{ id: 7, planName: 'Pro yearly', status: 2 }],
    users: [
      { id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', externalUserId: 'crm-3' },
      { id: 4, firstName: 'Bob', lastName: 'Builder', email: 'bob@example.test', externalUserId: 'crm-4' },
    ],
    subscriptions: [{ subscriptionId: 'sub_portal_1', userId: 3, status: 2, planId: 7, amount: 9900, currency: 'EUR' }],
  })
}

async function portalCalls(sandbox: SandboxControl) {
  return (await sandbox.calls()).filter((call) => call.path === PORTAL)
}

test.describe('customer-portal link', () => {
  test(
    'from the user page, with the user id filled in; the link opens the portal',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox)
      await page.goto('/users/3')
      await page.getByRole('main').getByRole('link', { name: 'Customer portal link' }).click()
      await expect(page).toHaveURL(/\/customer-portal\?userId=3$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Customer portal link' })).toBeVisible()
      await expect(page.getByLabel('User ID', { exact: true })).toHaveValue('3')
      await page.getByLabel('Return URL').fill('https://shop.example/account')
      await page.getByLabel('Cancel URL').fill('https://shop.example/cancelled')
      await page.getByLabel('Plan ID').fill('7')
      await page.getByLabel('VAT country code').fill('de')
      await page.getByRole('button', { name: 'Create portal link' }).click()

      const result = page.getByRole('status').filter({ hasText: 'Customer-portal link created' })
      await expect(result).toContainText('Portal address for user 3:')
      await expect(result.getByRole('button', { name: 'Copy portal link' })).toBeVisible()
      const open = result.getByRole('link', { name: 'Open portal' })
      const url = await open.getAttribute('href')
      expect(url).toMatch(/\/hosted\/portal\/ps_[0-9a-f]{32}/)
      await expect(result).toContainText(url!)
      await expect(open).toHaveAttribute('target', '_blank')
      expect(await portalCalls(sandbox)).toHaveLength(1)

      await page.goto(url!)
      await expect(page.getByRole('heading', { level: 1, name: 'Customer portal' })).toBeVisible()
      await expect(page.getByText('Signed in as Ada Lovelace (ada@analytical.example), user ID 3.')).toBeVisible()
      await expect(page.getByRole('table', { name: 'Subscriptions' })).toContainText('sub_portal_1')
      await expect(page.getByText('Plan to update: Pro yearly (ID 7)')).toBeVisible()
      await expect(page.getByText('VAT country: DE')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return to the merchant' })).toHaveAttribute(
        'href',
        'https://shop.example/account',
      )
      await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', 'https://shop.example/cancelled')
    },
  )

  test('by external user id together with e-mail, from the customers area', async ({ app: page, sandbox }) => {
    await seed(sandbox)
    await page.goto('/products')
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Customers' }).click()
    await page.getByRole('main').getByRole('link', { name: 'Create a customer-portal link' }).click()
    await expect(page).toHaveURL(/\/customer-portal$/)
    await expect(page.getByLabel('User ID', { exact: true })).toHaveValue('')
    await page.getByLabel('External user ID').fill('crm-4')
    await page.getByLabel('E-mail').fill('BOB@example.test')
    await page.getByRole('button', { name: 'Create portal link' }).click()
    const result = page.getByRole('status').filter({ hasText: 'Customer-portal link created' })
    await expect(result).toContainText('Portal address for external user crm-4 (BOB@example.test):')
    const url = await result.getByRole('link', { name: 'Open portal' }).getAttribute('href')
    await page.goto(url!)
    await expect(page.getByText('Signed in as Bob Builder (bob@example.test), user ID 4.')).toBeVisible()
    await expect(page.getByText('No subscriptions.')).toBeVisible()
  })

  test(
    'an unknown user is shown as the service says, with the input kept',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await seed(sandbox)
      await page.goto('/customer-portal?userId=999')
      await expect(page.getByLabel('User ID', { exact: true })).toHaveValue('999')
      await page.getByRole('button', { name: 'Create portal link' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'No portal link was created' })
      await expect(alert).toContainText(byDialect({ spec: 'User 999 not found', real: 'user not found' }))
      await expect(alert).toContainText(requestId)
      await expect(page.getByLabel('User ID', { exact: true })).toHaveValue('999')
      expect(await portalCalls(sandbox)).toHaveLength(1)

      await page.getByLabel('User ID', { exact: true }).fill('3')
      await page.getByRole('button', { name: 'Create portal link' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Customer-portal link created' })).toBeVisible()
      await expect(alert).toBeHidden()
    },
  )

  test('a bad user id in the address falls back to an empty form', async ({ app: page }) => {
    await page.goto('/customer-portal?userId=abc')
    await expect(page.getByRole('heading', { level: 1, name: 'Customer portal link' })).toBeVisible()
    await expect(page.getByLabel('User ID', { exact: true })).toHaveValue('')
  })
})
