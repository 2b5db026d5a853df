import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test, type SandboxControl } from './fixtures'

const DAY = 86_400

/** Ada (user 1) paid in_card (€100.00) and in_small (€20.00) by card; Grace (user 2) paid in_grace. */
async function seedPayments(sandbox: SandboxControl) {
  const now = Math.floor(Date.now() / 1000)
  const paid = (invoiceId: string, userId: number, totalAmount: number, daysAgo: number) => ({
    invoiceId,
    userId,
    currency: 'EUR',
    totalAmount,
    status: 3,
    createTime: now - daysAgo * DAY,
    paidTime: now - daysAgo * DAY,
    gatewayId: 1,
    payments: [
      {
        paymentId: `pay_${invoiceId}`,
        status: 20,
        totalAmount,
        gatewayId: 1,
        createTime: now - daysAgo * DAY,
        paidTime: now - daysAgo * DAY,
      },
    ],
  })
  await sandbox.seed({
    gateways: [{ gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 }],
    users: [
      { id: 1, email: 'ada@example.test', firstName: 'Ada', gatewayId: 1 },
      { id: 2, email: 'grace@example.test', firstName: 'Grace', gatewayId: 1 },
    ],
    invoices: [paid('in_card', 1, 10_000, 5), paid('in_small', 1, 2_000, 3), paid('in_grace', 2, 5_000, 2)],
  })
}

async function refund(page: Page, invoiceId: string, amount: string) {
  await page.goto(`/invoices/${invoiceId}`)
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Refund', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Refund invoice ${invoiceId}` })
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount)
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Charged twice')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Invoice ${invoiceId} is refunded` })).toBeVisible()
}

test.beforeEach(async ({ sandbox }) => {
  await seedPayments(sandbox)
})

test(
  'an invoice lists its payment and its refund, linked to the credit note',
  { tag: '@real' },
  async ({ app: page, sandbox }) => {
    await refund(page, 'in_card', '30')
    const table = page.getByRole('table', { name: 'Payments and refunds of the invoice' })
    await expect(table.getByRole('row')).toHaveCount(3)
    const [refundRow, paymentRow] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)]
    await expect(refundRow).toContainText(/Refund.*Success.*€30\.00/)
    await expect(paymentRow).toContainText(/Payment.*Success.*€100\.00/)
    await expect(table).not.toContainText('in_small')
    await expectNoAxeViolations(page, 'an invoice with its payments and refunds')

    const notes = (await sandbox.collection<{ invoiceId: string; refundId: string }>('invoices')).filter((i) => i.refundId)
    expect(notes).toHaveLength(1)
    await refundRow.getByRole('link', { name: notes[0].invoiceId }).click()
    await expect(page).toHaveURL(new RegExp(`/invoices/${notes[0].invoiceId}$`))
    await expect(page.getByRole('table', { name: 'Payments and refunds of the invoice' })).toContainText(/Refund.*€30\.00/)
  },
)

test(
  'a customer lists their payments and refunds and their credit notes, not another’s',
  { tag: '@real' },
  async ({ app: page }) => {
    await refund(page, 'in_card', '30')
    await page.goto('/users/1')
    const section = page.getByRole('region', { name: 'Payments and refunds (3)' })
    const table = section.getByRole('table', { name: 'Payments and refunds of the customer' })
    await expect(table.getByRole('row')).toHaveCount(4)
    await expect(table.getByRole('row').nth(1)).toContainText(/Refund.*Success.*€30\.00/)
    await expect(table.getByRole('row').nth(2)).toContainText(/Payment.*€20\.00.*in_small/)
    await expect(table).not.toContainText('in_grace')
    const notes = page.getByRole('table', { name: 'Credit notes of the customer' })
    await expect(notes.getByRole('row')).toHaveCount(2)
    await expect(notes).toContainText('-€30.00')
    await notes.getByRole('link', { name: 'in_card' }).click()
    await expect(page).toHaveURL(/\/invoices\/in_card$/)
  },
)

test('a customer page says so in one line when the service offers neither list', async ({ app: page, sandbox }) => {
  await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
  await page.goto('/users/1')
  await expect(page.getByText('This service offers no list of payments and refunds.')).toBeVisible()
  await expect(page.getByText('This service offers no list of credit notes.')).toBeVisible()
})
