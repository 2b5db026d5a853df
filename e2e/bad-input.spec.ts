import type { Page } from '@playwright/test'
import { expect, test, watchRequests } from './fixtures'

/**
 * One walk through every form of the app with each documented kind of invalid input: the reason shows
 * at the field, and not one request leaves the browser.
 */

/** Submits, then checks that the message is shown and tied to an invalid field. */
async function refused(page: Page, submit: string, message: string | RegExp) {
  await page.getByRole('button', { name: submit, exact: true }).click()
  await expect(page.getByText(message).first()).toBeVisible()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
}

test('every form refuses documented invalid input at the field and sends nothing', async ({ app: page, sandbox }) => {
  test.setTimeout(90_000)
  await sandbox.seed({
    users: [
      {
        id: 3,
        firstName: 'Bad',
        lastName: 'Input',
        email: 'bad@example.com',
        promoCreditAccounts: [{ id: 30, userId: 3, currency: 'USD', amount: 1000, type: 2 }],
      },
    ],
    products: [{ id: 1, productName: 'Only' }],
  })

  // Pages that load data are opened first; from here on, only the forms' submits could send.
  await page.goto('/users/3')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bad Input')
  const sent = watchRequests(page)

  // Promo credit: zero, negative, and one that would empty the account.
  await page
    .getByRole('button', { name: /Decrease/ })
    .first()
    .click()
  const promo = page.getByRole('dialog')
  for (const amount of ['0', '-5', '2.5', '1000']) {
    await promo.getByLabel('Amount to take off').fill(amount)
    await promo.getByRole('button', { name: 'Review decrease' }).click()
    await expect(promo.locator('[aria-invalid="true"]').first()).toBeVisible()
  }
  await page.keyboard.press('Escape')

  // Change gateway: the gateway id is required.
  await page.getByRole('button', { name: 'Set default gateway' }).click()
  const gateway = page.getByRole('dialog')
  await gateway.getByRole('button', { name: 'Change gateway' }).click()
  await expect(gateway.locator('[aria-invalid="true"]').first()).toBeVisible()
  await page.keyboard.press('Escape')
  expect(sent).toEqual([])

  // Products: a required name, a non-http URL, malformed and non-object metadata.
  await page.goto('/products/new')
  const onProducts = watchRequests(page)
  await page.getByLabel('Home page URL').fill('ftp://example.com')
  await page.getByLabel('Metadata').fill('{oops')
  await refused(page, 'Create product', 'Enter a product name')
  await expect(page.getByText('Home page URL must be an http(s) URL')).toBeVisible()
  await expect(page.getByText('Metadata is not valid JSON')).toBeVisible()
  await page.getByLabel('Metadata').fill('["not", "an object"]')
  await refused(page, 'Create product', /Metadata must be a JSON object/)
  expect(onProducts).toEqual([])

  // Renewal: no identification, then a non-http URL and out-of-range basis points.
  await page.goto('/subscriptions/renew')
  const onRenew = watchRequests(page)
  await refused(page, 'Renew subscription', 'Give a subscription id, or a user id to find the subscription')
  await page.getByLabel('Subscription ID').fill('sub_1')
  await page.getByLabel('Return URL').fill('javascript:alert(1)')
  await page.getByLabel('Tax percentage (basis points)').fill('-5')
  await refused(page, 'Renew subscription', /Return URL must be an http\(s\) URL/)
  await expect(page.getByText(/cannot be negative/).first()).toBeVisible()
  await page.getByLabel('Return URL').fill('')
  await page.getByLabel('Tax percentage (basis points)').fill('10001')
  await refused(page, 'Renew subscription', /cannot exceed 10000/)
  expect(onRenew).toEqual([])

  // Customer portal: neither form of identification, then an external id without its e-mail.
  await page.goto('/customer-portal')
  const onPortal = watchRequests(page)
  await refused(page, 'Create portal link', 'Give a user id, or an external user id together with an e-mail')
  await page.getByLabel('External user ID').fill('ext-1')
  await refused(page, 'Create portal link', 'E-mail is required together with the external user id')
  await page.getByLabel('Return URL').fill('data:text/html,hi')
  await refused(page, 'Create portal link', /Return URL must be an http\(s\) URL/)
  expect(onPortal).toEqual([])

  // Plan activation: neither, then both.
  await page.goto('/plans/activate')
  const onPlan = watchRequests(page)
  await refused(page, 'Activate plan', 'Give a plan id or an external plan id')
  await page.getByRole('textbox', { name: 'Plan ID', exact: true }).fill('3')
  await page.getByRole('textbox', { name: 'External plan ID' }).fill('plan_basic_monthly')
  await refused(page, 'Activate plan', 'Give either a plan id or an external plan id, not both')
  expect(onPlan).toEqual([])

  // Metric deletion: a missing and a zero id.
  await page.goto('/metrics/delete')
  const onMetric = watchRequests(page)
  await page.getByRole('button', { name: 'Delete metric' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await page.getByLabel('Metric ID').fill('0')
  await refused(page, 'Delete metric', /greater than 0/)
  expect(onMetric).toEqual([])

  // VAT number: empty and malformed.
  await page.goto('/vat/validate')
  const onVat = watchRequests(page)
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'VAT number' }).fill('123456789')
  await refused(page, 'Check', 'VAT number must start with a two-letter country code, such as DE')
  expect(onVat).toEqual([])

  // Webhooks: a non-http URL, a missing endpoint id, a zero log id.
  await page.goto('/webhooks')
  const onWebhooks = watchRequests(page)
  await page.getByLabel('Endpoint URL').fill('ftp://hooks.example.com')
  await refused(page, 'Update endpoint', /must be an http\(s\) URL/)
  await page.getByRole('textbox', { name: 'Log ID' }).fill('0')
  await refused(page, 'Resend', /greater than 0/)
  expect(onWebhooks).toEqual([])

  // Wrong page values in a list's URL fall back to the first page instead of being sent.
  await page.goto('/vat/us-uploads?page=-4&count=0&uploadType=%22Bogus%22')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/products?page=-4&count=0&sortField=%22price%22')
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible()
  await expect(page.getByText('Page 1 of 1')).toBeVisible()
  // The list calls made for these pages asked for valid pages only.
  const listCalls = await sandbox.calls()
  expect(listCalls.filter((call) => call.status !== 200)).toEqual([])
})

test('the password-forgotten form refuses mismatched and missing input and sends nothing', async ({ page }) => {
  const sent = watchRequests(page)
  await page.goto('/password-forgotten')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await page.getByLabel('API key').fill('sk_test_any')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('owner@example.com')
  await page.getByLabel('Code from the e-mail').fill('123456')
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('correct horse battery')
  await page.getByLabel('New password again').fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByText('The two passwords are not the same')).toBeVisible()
  expect(sent).toEqual([])
})
