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
    users: [{ id: 3, firstName: 'Bad', lastName: 'Input', email: 'bad@example.com' }],
    invoices: [{ invoiceId: 'in_3', userId: 3, currency: 'USD', totalAmount: 1000, status: 1, payments: [] }],
    products: [{ id: 1, productName: 'Only' }],
  })

  // The customers' forms (promo credit, gateway, portal link) and the renewal form are walked field by
  // field in their component tests.

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

  // Invoice PDF settings: a local currency needs its exchange rate.
  await page.goto('/invoices/in_3')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const onInvoice = watchRequests(page)
  await page.getByLabel('Local currency').fill('EUR')
  await page.getByLabel('Local currency').press('Escape')
  await page.getByRole('button', { name: /Save/ }).first().click()
  await expect(page.getByText('Exchange rate is required when a local currency is set')).toBeVisible()
  expect(onInvoice).toEqual([])

  // Discount quantity: zero and negative amounts.
  await page.goto('/discounts/codes/1')
  const onDiscount = watchRequests(page)
  for (const amount of ['0', '-3']) {
    await page.getByLabel('Quantity to subtract').fill(amount)
    await refused(page, 'Decrease quantity', /greater than 0/)
  }
  expect(onDiscount).toEqual([])

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
