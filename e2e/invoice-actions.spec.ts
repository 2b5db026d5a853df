import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, holdCalls, test, type SandboxControl } from './fixtures'

const DAY = 86_400
const REFUND = '/merchant/invoice/refund'

interface Invoice {
  invoiceId: string
  status: number
  totalAmount: number
  refundId: string
  payments: { paymentId: string; status: number; totalAmount: number }[]
}

/** in_card paid by card (€100.00), in_wire waiting for a wire transfer (€50.00), in_wire_paid paid by wire transfer. */
async function seedInvoices(sandbox: SandboxControl) {
  const now = Math.floor(Date.now() / 1000)
  const paid = (invoiceId: string, gatewayId: number) => ({
    invoiceId,
    userId: 1,
    currency: 'EUR',
    totalAmount: 10_000,
    status: 3,
    createTime: now - 5 * DAY,
    paidTime: now - 5 * DAY,
    gatewayId,
    payments: [{ paymentId: `pay_${invoiceId}`, status: 20, totalAmount: 10_000, gatewayId, paidTime: now - 5 * DAY }],
  })
  await sandbox.seed({
    gateways: [
      { gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 },
      { gatewayId: 2, gatewayName: 'wire_transfer', gatewayType: 3, currency: 'EUR', minimumAmount: 100 },
    ],
    users: [{ id: 1, email: 'ada@example.test', firstName: 'Ada', gatewayId: 1 }],
    invoices: [
      paid('in_card', 1),
      paid('in_wire_paid', 2),
      {
        invoiceId: 'in_wire',
        userId: 1,
        currency: 'EUR',
        totalAmount: 5_000,
        status: 2,
        createTime: now - DAY,
        gatewayId: 2,
        payments: [{ paymentId: 'pay_in_wire', status: 10, totalAmount: 5_000, gatewayId: 2 }],
      },
    ],
  })
}

async function creditNotes(sandbox: SandboxControl) {
  return (await sandbox.collection<Invoice>('invoices')).filter((invoice) => invoice.refundId)
}
async function storedInvoice(sandbox: SandboxControl, invoiceId: string) {
  return (await sandbox.collection<Invoice>('invoices')).find((invoice) => invoice.invoiceId === invoiceId)!
}

async function openInvoice(page: Page, invoiceId: string) {
  await page.goto(`/invoices/${invoiceId}`)
  await expect(page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: 'Amount', exact: true })).toBeVisible()
}
const actions = (page: Page) => page.getByRole('group', { name: 'Actions' })

test.describe('refund, mark paid, resend', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedInvoices(sandbox)
  })

  test(
    'a partial refund, at most what is left, then the rest; the credit notes are listed',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await openInvoice(page, 'in_card')
      await actions(page).getByRole('button', { name: 'Refund', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Refund invoice in_card' })
      await expect(dialog).toContainText('Left to refund: €100.00 of €100.00')
      await expectNoAxeViolations(page, 'the refund dialog')
      const amount = dialog.getByRole('textbox', { name: /Amount \(EUR\)/ })
      await amount.fill('100.01')
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Charged twice')
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
      await expect(amount).toHaveAccessibleDescription(/Refund amount cannot exceed €100.00, what is left to refund/)
      await amount.fill('30')
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Invoice in_card is refunded' })).toBeVisible()
      expect(await creditNotes(sandbox)).toEqual([expect.objectContaining({ totalAmount: -3_000 })])
      await expect(page.getByRole('group', { name: 'Refunds' })).toContainText('€30.00 refunded')

      await actions(page).getByRole('button', { name: 'Refund', exact: true }).click()
      const again = page.getByRole('dialog', { name: 'Refund invoice in_card' })
      await expect(again).toContainText('Left to refund: €70.00 of €100.00')
      await expect(again.getByRole('textbox', { name: /Amount \(EUR\)/ })).toHaveValue('70.00')
      await again.getByRole('textbox', { name: /Reason/ }).fill('The rest')
      await again.getByRole('button', { name: 'Refund', exact: true }).click()
      await expect(again).toBeHidden()
      expect(await creditNotes(sandbox)).toHaveLength(2)
      // Nothing is left to refund.
      await expect(actions(page).getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
    },
  )

  test('a double click and a retry after a fault refund once, with one refund number', async ({
    app: page,
    sandbox,
    requestId,
  }) => {
    await sandbox.fault({ path: REFUND, status: 503, times: 1, message: 'Gateway unavailable' })
    await openInvoice(page, 'in_card')
    await actions(page).getByRole('button', { name: 'Refund', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund invoice in_card' })
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Order cancelled')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(REFUND)) sent.push((request.postDataJSON() as { refundNo: string }).refundNo)
    })
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Gateway unavailable')
    await expect(alert).toContainText(requestId)
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Order cancelled')
    expect(await creditNotes(sandbox)).toEqual([])

    const held = await holdCalls(page, REFUND)
    await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick()
    await expect.poll(() => held.count()).toBe(1)
    await held.release()
    await expect(page.getByRole('status').filter({ hasText: 'Invoice in_card is refunded' })).toBeVisible()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(sent[0])
    expect(await creditNotes(sandbox)).toHaveLength(1)
  })

  test('a wire transfer invoice: its refund made outside is recorded', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await openInvoice(page, 'in_wire_paid')
    await actions(page).getByRole('button', { name: 'Record refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Record a refund of invoice in_wire_paid' })
    await expect(dialog).toContainText('pay the money back yourself')
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Paid back by bank transfer')
    await dialog.getByRole('button', { name: 'Record refund' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'is recorded, with its credit note' })).toBeVisible()
    expect(await creditNotes(sandbox)).toEqual([expect.objectContaining({ totalAmount: -10_000, status: 3 })])
  })

  test('a wire transfer that arrived is marked paid with its reference', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await openInvoice(page, 'in_wire')
    await expect(actions(page).getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
    await actions(page).getByRole('button', { name: 'Mark paid' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mark invoice in_wire paid' })
    await expectNoAxeViolations(page, 'the mark paid dialog')
    await dialog.getByRole('textbox', { name: /Transfer reference/ }).fill('BANK-REF-42')
    await dialog.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invoice in_wire is marked paid.' })).toBeVisible()
    expect(await storedInvoice(sandbox, 'in_wire')).toMatchObject({ status: 3 })
    await expect(actions(page).getByRole('button', { name: 'Mark paid' })).toHaveCount(0)
  })

  test('the e-mail is sent again; a second within 10 seconds is explained', { tag: '@real' }, async ({ app: page }) => {
    await openInvoice(page, 'in_card')
    await actions(page).getByRole('button', { name: 'Resend e-mail' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The e-mail of invoice in_card was sent to the customer again.' }),
    ).toBeVisible()
    await actions(page).getByRole('button', { name: 'Resend e-mail' }).click()
    await expect(actions(page).getByRole('alert')).toContainText('at most once every 10 seconds')
  })
})

test.describe('cancel (revoke)', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedInvoices(sandbox)
  })

  test(
    'an invoice waiting for its payment is cancelled after saying what that does; a fault changes nothing',
    { tag: '@real' },
    async ({ app: page, sandbox, requestId }) => {
      await openInvoice(page, 'in_card')
      await expect(actions(page).getByRole('button', { name: 'Refund', exact: true })).toBeVisible()
      await expect(actions(page).getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0)

      await sandbox.fault({ path: '/merchant/invoice/cancel', status: 503, times: 1, message: 'Try again later' })
      await openInvoice(page, 'in_wire')
      await actions(page).getByRole('button', { name: 'Cancel invoice' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel invoice in_wire?' })
      await expect(dialog).toContainText('The customer is no longer asked to pay €50.00')
      await expect(dialog).toContainText('cannot be undone')
      await expectNoAxeViolations(page, 'the cancel invoice dialog')
      await dialog.getByRole('button', { name: 'Cancel the invoice' }).click()
      await expect(dialog.getByRole('alert')).toContainText('Try again later')
      await expect(dialog.getByRole('alert')).toContainText(requestId)
      expect(await storedInvoice(sandbox, 'in_wire')).toMatchObject({ status: 2 })

      await dialog.getByRole('button', { name: 'Cancel the invoice' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Invoice in_wire is cancelled' })).toBeVisible()
      expect(await storedInvoice(sandbox, 'in_wire')).toMatchObject({
        status: 5,
        payments: [expect.objectContaining({ status: 40 })],
      })
      await expect(actions(page).getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0)
      await expect(actions(page).getByRole('button', { name: 'Mark paid' })).toHaveCount(0)
    },
  )
})
