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
})
