import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, showFilters, test } from './fixtures'

const known = {
  vatNumber: 'DE281734053',
  companyName: 'Brandt & Vogel Software GmbH',
  companyAddress: 'Friedrichstraße 68\n10117 Berlin',
  valid: true,
  validateMessage: 'Valid: registered to the company shown',
}

const base = 1767225600
/** 25 uploads: ids 1–25, newest last; avalara for odd ids, taxjar for even; every fifth a refund. */
const uploads = Array.from({ length: 25 }, (_, index) => {
  const id = index + 1
  const refund = id % 5 === 0
  return {
    id,
    createTime: base + id * 3600,
    invoiceId: `in_${(id % 4) + 1}`,
    userId: 7,
    gatewayName: id % 2 ? 'avalara' : 'taxjar',
    uploadType: refund ? 'RefundUpload' : 'PaymentUpload',
    mark: refund ? 'refunded' : 'committed',
    request: JSON.stringify({ code: `in_${(id % 4) + 1}`, type: refund ? 'ReturnInvoice' : 'SalesInvoice', amount: id * 100 }),
    response: id === 24 ? '502 Bad Gateway' : JSON.stringify({ status: 'Committed', upload: id }),
    requestId: `req_upload_${id}`,
  }
})

const uploadIds = async (page: Page) =>
  page
    .getByRole('table', { name: 'US VAT uploads' })
    .getByRole('button', { name: /^Copy upload ID / })
    .evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute('aria-label')!.replace('Copy upload ID ', ''))))

test.describe('VAT number check', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ vatNumbers: [known] })
  })

  test('a known number shows its company and address', { tag: '@real' }, async ({ app: page }) => {
    await page.goto('/vat/validate')
    await expect(page.getByRole('heading', { name: 'Check a VAT number' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'VAT number' })
    await field.fill('de 281.734.053')
    await expect(page.getByText('Germany: DE followed by 9 digits.')).toBeVisible()
    await page.getByRole('button', { name: 'Check' }).click()

    const result = page.getByRole('status', { name: 'VAT number check result' })
    await expect(result.getByText('Valid', { exact: true })).toBeVisible()
    await expect(result.getByText('Brandt & Vogel Software GmbH')).toBeVisible()
    await expect(result.getByText(/Friedrichstraße 68\s+10117 Berlin/)).toBeVisible()
    await expect(result.getByText('DE · Germany')).toBeVisible()
    await expect(result.getByText('Valid: registered to the company shown')).toBeVisible()
    await expect(result.getByRole('button', { name: 'Copy VAT number' })).toBeVisible()
    // The number was sent trimmed, without spaces or dots, in upper case.
    await expect(field).toHaveValue('DE281734053')
    await expectNoAxeViolations(page, 'the check result')
  })

  test('an unknown number with bad check digits is not valid, and says why', { tag: '@real' }, async ({ app: page }) => {
    await page.goto('/vat/validate')
    await page.getByRole('textbox', { name: 'VAT number' }).fill('DE281734051')
    await page.getByRole('button', { name: 'Check' }).click()
    const result = page.getByRole('status', { name: 'VAT number check result' })
    await expect(result.getByText('Not valid', { exact: true })).toBeVisible()
    await expect(result.getByText(/Bad checksum: the check digits do not match/)).toBeVisible()
    await expect(result.getByText('Company name').locator('..')).toContainText('not known')
  })

  test('a service error keeps the number and shows the message and request id', async ({ app: page, sandbox }) => {
    await sandbox.fault({ path: '/merchant/vat/vat_number_validate', status: 503, message: 'VIES is not answering' })
    await page.goto('/vat/validate')
    await page.getByRole('textbox', { name: 'VAT number' }).fill('FR71482917365')
    await page.getByRole('button', { name: 'Check' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The number could not be checked' })
    await expect(alert).toContainText('VIES is not answering')
    await expect(alert).toContainText(/Request ID: req_/)
    await expect(page.getByRole('textbox', { name: 'VAT number' })).toHaveValue('FR71482917365')
    expect((await sandbox.calls()).filter((call) => call.path === '/merchant/vat/vat_number_validate')).toHaveLength(1)
  })
})

test.describe('US VAT upload history', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ usVatUploadHistory: uploads })
  })

  test(
    'lists newest first and pages from 0, with the page size and total in the URL',
    { tag: '@real' },
    async ({ app: page }) => {
      await page.goto('/vat/us-uploads')
      await expect(page.getByText('25 uploads')).toBeVisible()
      await expect.poll(() => uploadIds(page)).toEqual(Array.from({ length: 20 }, (_, index) => 25 - index))

      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: '10' })
      await expect(page).toHaveURL(/count=10/)
      await page.getByRole('button', { name: 'Next page' }).click()
      await expect(page).toHaveURL(/page=1/)
      await expect(page.getByText('Page 2 of 3')).toBeVisible()
      await expect.poll(() => uploadIds(page)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6])

      await page.reload()
      await expect(page.getByText('Page 2 of 3')).toBeVisible()
      await expect.poll(() => uploadIds(page)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6])
    },
  )

  test('filters by invoice id, gateway and upload type, each kept in the URL', { tag: '@real' }, async ({ app: page }) => {
    await page.goto('/vat/us-uploads')
    await expect(page.getByText('25 uploads')).toBeVisible()

    await showFilters(page)
    await page.getByRole('textbox', { name: 'Invoice ID' }).fill('in_2')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/invoiceId=in_2/)
    await expect(page.getByText('7 uploads match the filters')).toBeVisible()
    await expect.poll(() => uploadIds(page)).toEqual([25, 21, 17, 13, 9, 5, 1])

    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect(page.getByText('25 uploads')).toBeVisible()
    await page.getByRole('textbox', { name: 'Tax service gateway' }).fill('TaxJar')
    await page.getByRole('textbox', { name: 'Tax service gateway' }).press('Enter')
    await expect(page).toHaveURL(/gatewayName=TaxJar/)
    await expect(page.getByText('12 uploads match the filters')).toBeVisible()

    await page.getByText('Refunds', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Refunds' })).toBeChecked()
    await expect(page).toHaveURL(/uploadType=refund/)
    await expect.poll(() => uploadIds(page)).toEqual([20, 10])

    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect.poll(() => uploadIds(page)).toEqual([25, 20, 15, 10, 5])
    await page.getByRole('radiogroup', { name: 'Upload type' }).getByText('Payments', { exact: true }).click()
    await expect(page.getByText('20 uploads match the filters')).toBeVisible()

    await page.goto('/vat/us-uploads?invoiceId=in_9')
    await expect(page.getByText('No uploads match the filters')).toBeVisible()
    await page.getByRole('button', { name: 'Clear the filters' }).click()
    await expect(page.getByText('25 uploads')).toBeVisible()
  })

  test("shows an entry's request and response as formatted JSON, or as text", async ({ app: page }) => {
    await page.goto('/vat/us-uploads')
    await page.getByRole('button', { name: 'Show request and response of upload 25' }).click()
    const drawer = page.getByRole('dialog', { name: 'Upload 25' })
    await expect(drawer.getByLabel('Request (JSON)')).toContainText('"type": "ReturnInvoice"')
    await expect(drawer.getByLabel('Request (JSON)')).toContainText('"code": "in_2"')
    await expect(drawer.getByLabel('Response (JSON)')).toContainText('"status": "Committed"')
    await expect(drawer.getByText('refunded')).toBeVisible()
    await expect(drawer.getByText('req_upload_25')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Copy invoice ID' })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Show request and response of upload 24' }).click()
    const text = page.getByRole('dialog', { name: 'Upload 24' }).getByLabel('Response (text)')
    await expect(text).toHaveText('502 Bad Gateway')
  })

  test('a bad URL falls back to the defaults, and a failure offers a retry', async ({ app: page, sandbox }) => {
    await page.goto('/vat/us-uploads?page=-4&count=7&uploadType=%22x%22')
    await expect(page.getByText('25 uploads')).toBeVisible()
    await expect.poll(async () => (await uploadIds(page)).length).toBe(20)

    // Refused until cleared: a count of refusals would race the list's fetch of its next page.
    await sandbox.faultUntilCleared({
      path: '/merchant/vat/us_vat_upload_history_list',
      status: 500,
      message: 'History store down',
    })
    await page.goto('/vat/us-uploads?invoiceId=in_1')
    const alert = page.getByRole('alert').filter({ hasText: 'The upload history could not be loaded' })
    await expect(alert).toContainText('History store down')
    await sandbox.clearFaults()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText('6 uploads match the filters')).toBeVisible()
  })
})
