import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

interface StoredInvoice {
  invoiceId: string
  status: number
  totalAmount: number
  taxAmount: number
  invoiceName: string
  isDeleted: number
  lines: { description: string; quantity: number }[]
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.seed({
    gateways: [{ gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 }],
    users: [{ id: 1, email: 'ada@example.test', firstName: 'Ada', gatewayId: 1 }],
  })
})

test(
  'a draft made from the customer page is edited whole, published with its days to pay, then cancelled',
  { tag: '@real' },
  async ({ app: page, sandbox, requestId }) => {
    // Four writes and their dialogs, one after the other.
    test.slow()
    const invoices = async () => sandbox.collection<StoredInvoice>('invoices')
    await page.goto('/users/1')
    await page
      .getByRole('region', { name: /^Invoices/ })
      .getByRole('button', { name: 'New invoice' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'New invoice for customer 1' })
    await dialog.getByRole('textbox', { name: /Currency/ }).fill('eur')
    await dialog.getByRole('textbox', { name: /Tax rate/ }).fill('20')
    const first = dialog.getByRole('group', { name: 'Line 1' })
    await first.getByRole('textbox', { name: /Item/ }).fill('Setup')
    await first.getByRole('textbox', { name: /Unit amount/ }).fill('100.001')
    await dialog.getByRole('button', { name: 'Add line' }).click()
    const second = dialog.getByRole('group', { name: 'Line 2' })
    await second.getByRole('textbox', { name: /Item/ }).fill('Training')
    await second.getByRole('textbox', { name: /Unit amount/ }).fill('50')
    await second.getByRole('textbox', { name: /Quantity/ }).fill('2')
    await expectNoAxeViolations(page, 'the new invoice dialog')
    await dialog.getByRole('button', { name: 'Save draft' }).click()
    await expect(first.getByRole('textbox', { name: /Unit amount/ })).toHaveAttribute('aria-invalid', 'true')
    expect(await invoices()).toEqual([])

    await sandbox.fault({ path: '/merchant/invoice/new', status: 503, times: 1, message: 'Try again later' })
    await first.getByRole('textbox', { name: /Unit amount/ }).fill('100')
    await dialog.getByRole('button', { name: 'Save draft' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Try again later')
    await expect(dialog.getByRole('alert')).toContainText(requestId)
    await expect(second.getByRole('textbox', { name: /Item/ })).toHaveValue('Training')
    await dialog.getByRole('button', { name: 'Save draft' }).click()

    await expect(page).toHaveURL(/\/invoices\/[^/]+$/)
    const [draft] = await invoices()
    expect(draft).toMatchObject({ status: 1, totalAmount: 24_000 })
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${draft.invoiceId}` })).toBeVisible()

    await page.getByRole('button', { name: 'Edit draft' }).click()
    const edit = page.getByRole('dialog', { name: `Edit draft invoice ${draft.invoiceId}` })
    await edit.getByRole('textbox', { name: /^Name/ }).fill('Onboarding')
    await edit.getByRole('button', { name: 'Remove line 2' }).click()
    await edit.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Draft invoice ${draft.invoiceId} is saved.` })).toBeVisible()
    expect((await invoices())[0]).toMatchObject({
      invoiceName: 'Onboarding',
      totalAmount: 12_000,
      lines: [expect.objectContaining({ description: 'Setup', quantity: 1 })],
    })

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const publish = page.getByRole('dialog', { name: `Publish invoice ${draft.invoiceId}?` })
    await expect(publish).toContainText('€120.00')
    await publish.getByRole('textbox', { name: /Days until due/ }).fill('14')
    await publish.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'is published' })).toBeVisible()
    expect((await invoices())[0]).toMatchObject({ status: 2 })
    await expect(page.getByRole('button', { name: 'Edit draft' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Cancel invoice' }).click()
    await page
      .getByRole('dialog', { name: `Cancel invoice ${draft.invoiceId}?` })
      .getByRole('button', { name: 'Cancel the invoice' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible()
    expect((await invoices())[0]).toMatchObject({ status: 5 })
  },
)

test(
  'a draft made from the invoices list for a customer typed in, then deleted',
  { tag: '@real' },
  async ({ app: page, sandbox }) => {
    await page.goto('/invoices')
    await page.getByRole('button', { name: 'New invoice' }).click()
    const dialog = page.getByRole('dialog', { name: 'New invoice' })
    await dialog.getByRole('textbox', { name: /Customer ID/ }).fill('1')
    await dialog.getByRole('textbox', { name: /Currency/ }).fill('USD')
    await dialog.getByRole('textbox', { name: /Item/ }).fill('Consulting')
    await dialog.getByRole('textbox', { name: /Unit amount/ }).fill('80')
    await dialog.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/invoices\/[^/]+$/)
    const [draft] = await sandbox.collection<StoredInvoice>('invoices')
    await page.getByRole('button', { name: 'Delete draft' }).click()
    await page
      .getByRole('dialog', { name: `Delete draft invoice ${draft.invoiceId}?` })
      .getByRole('button', { name: 'Delete the draft' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: `Draft invoice ${draft.invoiceId} is deleted.` })).toBeVisible()
    expect((await sandbox.collection<StoredInvoice>('invoices'))[0]).toMatchObject({ isDeleted: 1 })
  },
)
