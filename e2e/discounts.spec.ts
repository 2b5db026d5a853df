import type { Page } from '@playwright/test'
import { chip, expect, showFilters, test, type SandboxControl } from './fixtures'
import { openAllDetails } from './recordPage'

const base = 1767225600
const DECREASE = '/merchant/discount/decrease_quantity'

const codes = [
  {
    id: 31,
    code: 'SPRING25',
    name: 'Spring sale',
    quantity: 20,
    usedQuantity: 5,
    discountType: 1,
    discountPercentage: 2500,
    billingType: 2,
    cycleLimit: 3,
    planApplyType: 1,
    planIds: [1, 3],
    planApplyGroup: {
      currency: ['EUR', 'USD'],
      type: [1],
      groupPlanIntervalSelector: [{ intervalCount: 1, intervalUnit: 'month' }],
    },
    userLimit: 1,
    userScope: 1,
    advance: true,
    upgradeLongerOnly: true,
    startTime: base,
    endTime: base + 90 * 86400,
    metadata: { campaign: 'spring-2026' },
  },
  {
    id: 32,
    code: 'ALMOST',
    name: 'Almost used up',
    quantity: 10,
    usedQuantity: 8,
    discountType: 2,
    discountAmount: 500,
    currency: 'EUR',
  },
]

const template = {
  id: 5,
  code: 'SUMMER',
  name: 'Summer vouchers',
  codePrefix: 'SUMMER-',
  type: 2,
  discountType: 2,
  discountAmount: 1000,
  currency: 'EUR',
  metadata: { campaign: 'summer' },
}

const children = [
  {
    id: 11,
    code: 'SUMMER-AAA',
    name: 'Summer voucher 1',
    codePrefix: 'SUMMER-',
    type: 3,
    parentTemplateCode: 'SUMMER',
    isRedeemed: true,
    redeemedAt: base + 3600,
    redeemedByEmail: 'ada@example.test',
    invoiceId: 'in_7',
    subscriptionId: 'sub_3',
    paymentId: 'pay_9',
    planId: 2,
    planName: 'Basic yearly',
  },
  { id: 12, code: 'SUMMER-BBB', name: 'Summer voucher 2', codePrefix: 'SUMMER-', type: 3, parentTemplateCode: 'SUMMER' },
  { id: 13, code: 'SUMMER-CCC', codePrefix: 'SUMMER-', type: 3, parentTemplateCode: 'SUMMER' },
  { id: 14, code: 'SUMMER-DDD', codePrefix: 'SUMMER-', type: 3, parentTemplateCode: 'SUMMER' },
]

async function decreaseCalls(sandbox: SandboxControl) {
  return (await sandbox.calls()).filter((call) => call.path === DECREASE)
}

async function storedCode(sandbox: SandboxControl, id: number) {
  const stored = await sandbox.collection<{ id: number; quantity: number }>('discountCodes')
  return stored.find((code) => code.id === id)
}

async function decrease(page: Page, amount: string) {
  await page.getByLabel('Quantity to subtract').fill(amount)
  await page.getByRole('button', { name: 'Decrease quantity' }).click()
}

test.describe('discounts', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ discountCodes: codes, batchTemplates: [template], batchChildren: children })
  })

  test('the area opens on the codes list; the templates list search opens a template by its id', async ({ app: page }) => {
    await page.goto('/products')
    await page.getByRole('link', { name: 'Discounts' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
    await expect(page).toHaveTitle('Discount codes · Merchant Billing Dashboard')
    await expect(page.getByRole('table', { name: 'Discount codes' }).getByRole('link', { name: 'SPRING25' })).toBeVisible()

    // One search per list: no second, open-by-id panel.
    await expect(page.getByLabel('Batch template ID')).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Discounts' }).getByRole('link', { name: 'Batch templates' }).click()
    // The templates' own filters: the codes list's, still there a moment, would be opened instead.
    await expect(page.getByRole('heading', { level: 1, name: 'Batch templates' })).toBeVisible()
    await showFilters(page)
    const search = page.getByRole('searchbox', { name: 'Prefix or name contains' })
    await search.fill('5')
    await expect(page.getByText('Enter opens batch template 5')).toBeVisible()
    await search.press('Enter')
    await expect(page).toHaveURL(/\/discounts\/templates\/5$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Summer vouchers' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: 'Child codes used' })).toContainText(
      '1 of 4',
    )
    await openAllDetails(page)
    const usage = page.getByRole('progressbar', { name: 'Child codes used', exact: true })
    await expect(usage).toHaveAttribute('aria-valuenow', '25')
    await expect(page.getByText('1 of 4 child codes used (25 %)')).toBeVisible()
    await expect(page.getByText('3 unused')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy code prefix' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Batch template')
    await expect(page.getByRole('main')).not.toContainText('2 · batch template')
    await expect(page.getByLabel('Discount metadata')).toContainText('"campaign": "summer"')
  })

  test(
    'a template lists its child codes, searched by code, each opening its page, which links back to the template',
    { tag: '@real' },
    async ({ app: page }) => {
      await page.goto('/discounts/templates')
      await expect(page.getByRole('heading', { level: 1, name: 'Batch templates' })).toBeVisible()
      await page.getByRole('table', { name: 'Batch templates' }).getByRole('link', { name: 'Summer vouchers' }).click()
      await expect(page).toHaveURL(/\/discounts\/templates\/5$/)
      const childCodes = page.getByRole('table', { name: 'Child codes' })
      await expect(childCodes.getByRole('row')).toHaveCount(5)
      await page.getByRole('textbox', { name: 'Code contains' }).fill('bbb')
      await page.getByRole('button', { name: 'Apply filters' }).click()
      await expect(page).toHaveURL(/code=bbb/)
      await expect(childCodes.getByRole('row')).toHaveCount(2)
      await childCodes.getByRole('link', { name: 'SUMMER-BBB' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'SUMMER-BBB' })).toBeVisible()
      await page
        .getByRole('region', { name: 'Parent template' })
        .getByRole('link', { name: 'Open template SUMMER (ID 5)' })
        .click()
      await expect(page).toHaveURL(/\/discounts\/templates\/5$/)
    },
  )

  test(
    'template and child pages open by deep link, and unknown or invalid ids say so',
    { tag: '@real' },
    async ({ app: page, byDialect, requestId }) => {
      await page.goto('/discounts/templates/5')
      await expect(page.getByRole('heading', { level: 1, name: 'Summer vouchers' })).toBeVisible()
      await expect(page.getByRole('group', { name: 'Child codes used' })).toContainText('1 of 4')

      await page.goto('/discounts/templates/404')
      const missingTemplate = page.getByRole('alert').filter({ hasText: 'The batch template was not found' })
      await expect(missingTemplate).toContainText(
        byDialect({ spec: 'Batch discount template 404 not found', real: 'code not found' }),
      )
      await expect(missingTemplate).toContainText(requestId)
      await expect(page.getByLabel('Batch template ID')).toBeVisible()

      await page.goto('/discounts/children/999')
      const missingChild = page.getByRole('alert').filter({ hasText: 'The batch child code was not found' })
      await expect(missingChild).toContainText(byDialect({ spec: 'Batch child code 999 not found', real: 'code not found' }))
      await expect(missingChild).toContainText(requestId)

      await page.goto('/discounts/templates/abc')
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid batch template ID' })).toBeVisible()
      await page.goto('/discounts/children/-3')
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid batch child code ID' })).toBeVisible()
      await expect(page.getByText('Child code id must be greater than 0')).toBeVisible()
      await page.goto('/discounts/codes/1.5')
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid discount code ID' })).toBeVisible()
    },
  )

  test(
    'a redeemed child code shows when and by whom, its ids, and links to its template',
    { tag: '@real' },
    async ({ app: page }) => {
      await page.goto('/discounts/children/11')
      await expect(page.getByRole('heading', { level: 1, name: 'SUMMER-AAA' })).toBeVisible()
      await expect(page.getByRole('group', { name: 'Redeemed' })).toContainText('ada@example.test')
      await openAllDetails(page)
      const redemption = page.getByRole('region', { name: 'Redemption' })
      await expect(redemption).toContainText('Redeemed by ada@example.test.')
      await expect(redemption.locator('time')).toHaveAttribute('datetime', new Date((base + 3600) * 1000).toISOString())
      await expect(redemption).toContainText('Basic yearly (ID 2)')
      for (const [label, value] of [
        ['invoice ID', 'in_7'],
        ['subscription ID', 'sub_3'],
        ['payment ID', 'pay_9'],
      ]) {
        await expect(redemption.getByText(value, { exact: true })).toBeVisible()
        await expect(redemption.getByRole('button', { name: `Copy ${label}` })).toBeVisible()
      }
      const parent = page.getByRole('region', { name: 'Parent template' })
      await expect(parent.getByText('SUMMER', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Batch' }).getByRole('progressbar', { name: 'Child codes of the template used' }),
      ).toHaveAttribute('aria-valuenow', '25')

      // The service names the template by its code only: the page finds it, on a device that never opened it.
      await parent.getByRole('link', { name: 'Open template SUMMER (ID 5)' }).click()
      await expect(page).toHaveURL(/\/discounts\/templates\/5$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Summer vouchers' })).toBeVisible()
    },
  )

  test('an unredeemed child code says so', async ({ app: page }) => {
    await page.goto('/discounts/children/12')
    await expect(page.getByRole('heading', { level: 1, name: 'SUMMER-BBB' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Redeemed' })).toContainText('Not yet')
    await openAllDetails(page)
    const redemption = page.getByRole('region', { name: 'Redemption' })
    await expect(redemption).toContainText('Not redeemed yet: nobody has used this code.')
    await expect(redemption.getByText('Not redeemed', { exact: true })).toBeVisible()
    await expect(redemption.getByRole('button', { name: 'Copy invoice ID' })).toHaveCount(0)
    await expect(redemption.getByText('not set')).toBeVisible()
  })

  test(
    'a code shows its current state before any change, and a decrease updates it',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await page.goto('/discounts')
      await page.getByRole('table', { name: 'Discount codes' }).getByRole('link', { name: 'SPRING25' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Discount code 31' })).toBeVisible()
      const usage = page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: 'Used' })
      await expect(usage).toContainText('of 20')
      await expect(usage).toContainText('15 left')
      await openAllDetails(page)
      const limits = page.getByRole('region', { name: 'Scope and limits' })
      await expect(limits).toContainText('New customers only')
      const plans = page.getByRole('region', { name: 'Plans' })
      await expect(plans).toContainText('The listed plans')
      await expect(plans.getByRole('list', { name: 'Plan IDs' })).toHaveText(/Plan 1\s*Plan 3/)
      await expect(plans.getByRole('list', { name: 'Plan apply group currencies' })).toHaveText(/EUR\s*USD/)
      await expect(plans.getByRole('list', { name: 'Plan apply group billing periods' })).toHaveText('Every 1 month')
      const discount = page.getByRole('region', { name: 'Discount', exact: true })
      await expect(discount).toContainText('25 %')
      await expect(discount).toContainText('Recurring')
      await expect(page.getByRole('region', { name: 'Validity window' }).locator('time').first()).toHaveAttribute(
        'datetime',
        new Date(base * 1000).toISOString(),
      )
      await expect(page.getByLabel('Discount metadata')).toContainText('"campaign": "spring-2026"')

      await decrease(page, '5')
      const dialog = page.getByRole('dialog', { name: 'Decrease the quantity?' })
      await expect(dialog).toContainText('Decrease the quantity of code 31 by 5.')
      await dialog.getByRole('button', { name: 'Decrease by 5' }).click()
      const status = page.getByRole('status').filter({ hasText: 'Quantity decreased' })
      await expect(status).toContainText('The quantity of code SPRING25 (ID 31) was decreased by 5. It is now 15.')
      await expect(dialog).toBeHidden()
      await expect(usage).toContainText('10 left')
      await expect(limits).toContainText('15')
      expect((await storedCode(sandbox, 31))?.quantity).toBe(15)
      expect(await decreaseCalls(sandbox)).toHaveLength(1)
    },
  )

  test(
    'a decrease that would leave 0 is refused by the service, with its message and request id',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect }) => {
      await page.goto('/discounts/codes/31')
      await decrease(page, '20')
      await page.getByRole('dialog').getByRole('button', { name: 'Decrease by 20' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'The quantity was not decreased' })
      await expect(alert).toContainText(
        byDialect({
          spec: 'The quantity after the decrease must be greater than 0: discount code 31 has quantity 20, and decreasing it by 20 would leave 0',
          real: 'decrease value should not greater than code quantity',
        }),
      )
      const calls = await decreaseCalls(sandbox)
      expect(calls).toHaveLength(1)
      await expect(alert).toContainText(`Request ID: ${calls[0].requestId}`)
      await expect(page.getByLabel('Quantity to subtract')).toHaveValue('20')
      expect((await storedCode(sandbox, 31))?.quantity).toBe(20)
    },
  )

  test('a decrease below the used quantity disables quantity control and says so', async ({ app: page, sandbox }) => {
    await page.goto('/discounts/codes/32')
    await decrease(page, '3')
    await page.getByRole('dialog').getByRole('button', { name: 'Decrease by 3' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Quantity control disabled' })
    await expect(status).toContainText('the code now has quantity 0, which means no limit')
    await openAllDetails(page)
    await expect(page.getByRole('region', { name: 'Scope and limits' })).toContainText('No limit (quantity control off)')
    await expect(page.getByRole('region', { name: 'Discount', exact: true })).toContainText('€5.00')
    expect((await storedCode(sandbox, 32))?.quantity).toBe(0)
  })

  test('a zero, negative, fractional or missing amount is refused before sending, and a cancelled one is not sent', async ({
    app: page,
    sandbox,
  }) => {
    await page.goto('/discounts/codes/31')
    const amount = page.getByLabel('Quantity to subtract')
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    await expect(page.getByText('Enter the quantity to subtract')).toBeVisible()
    await expect(amount).toBeFocused()

    await decrease(page, '0')
    await expect(page.getByText('Amount must be greater than 0')).toBeVisible()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await decrease(page, '-4')
    await expect(page.getByText('Amount must be greater than 0')).toBeVisible()
    await decrease(page, '2.5')
    await expect(page.getByText('Amount must be a whole number')).toBeVisible()
    await expect(amount).toHaveValue('2.5')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await decrease(page, '2')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await decreaseCalls(sandbox)).toEqual([])
  })

  test(
    'an unknown discount code is said to be missing, with the service’s message',
    { tag: '@real' },
    async ({ app: page, byDialect, requestId }) => {
      await page.goto('/discounts/codes/999')
      const alert = page.getByRole('alert').filter({ hasText: 'The discount code was not found' })
      await expect(alert).toContainText(byDialect({ spec: 'Discount code 999 not found', real: 'code not found' }))
      await expect(alert).toContainText(requestId)
      await expect(page.getByRole('form', { name: 'Decrease the quantity' })).toHaveCount(0)
    },
  )

  test(
    'a service without the lists opens codes, templates and child codes by id, as before',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
      await page.goto('/discounts/children/11')
      const parent = page.getByRole('region', { name: 'Parent template' })
      await expect(parent.getByText('This service has no list of templates to find it by its code.')).toBeVisible()
      await parent.getByLabel('Batch template ID').fill('5')
      await parent.getByRole('button', { name: 'Open template' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Summer vouchers' })).toBeVisible()
      await expect(page.getByRole('note')).toHaveText('This service offers no list of child codes: open one by its ID.')

      await page.goto('/discounts/codes/31')
      await expect(page.getByRole('note')).toHaveText(/This service does not show a discount code/)
      await decrease(page, '5')
      await page.getByRole('dialog').getByRole('button', { name: 'Decrease by 5' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Quantity decreased' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Scope and limits' })).toContainText('15')

      await page.goto('/discounts')
      await expect(page.getByRole('note')).toHaveText('This service offers no list of discount codes: open one by its ID.')
      await expect(
        page.getByRole('list', { name: 'Recently opened templates' }).getByRole('link', { name: 'SUMMER · Summer vouchers' }),
      ).toBeVisible()
      await expect(
        page.getByRole('list', { name: 'Recently opened codes' }).getByRole('link', { name: 'SPRING25 · Spring sale' }),
      ).toBeVisible()
    },
  )
})

interface StoredCode {
  id: number
  code: string
  name: string
  status: number
  discountType: number
  billingType: number
  currency: string
  createTime: number
  isDeleted: number
}

const listedCodes = Array.from({ length: 23 }, (_, index) => ({
  id: 100 + index,
  code: `CODE${String(index).padStart(2, '0')}`,
  name: index % 4 === 0 ? `Autumn offer ${index}` : `Offer ${index}`,
  status: [1, 2, 3][index % 3],
  discountType: index % 2 ? 2 : 1,
  discountPercentage: 1000,
  discountAmount: 500,
  currency: index % 2 ? 'EUR' : '',
  billingType: index % 5 === 0 ? 2 : 1,
  createTime: base + index * 3600,
}))

test.describe('discount codes list', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ discountCodes: listedCodes })
  })

  const shownCodes = (page: Page) =>
    page.getByRole('table', { name: 'Discount codes' }).getByRole('row').locator('td:first-child a').allTextContents()
  const expectCodes = (page: Page, codes: StoredCode[]) =>
    expect.poll(() => shownCodes(page)).toEqual(codes.map((code) => code.code))
  const stored = async (sandbox: SandboxControl) =>
    (await sandbox.collection<StoredCode>('discountCodes')).sort((a, b) => b.createTime - a.createTime)

  test('pages newest first, and sorts oldest first', { tag: '@real' }, async ({ app: page, sandbox }) => {
    const all = await stored(sandbox)
    await page.goto('/discounts')
    await expect(page.getByText('23 discount codes')).toBeVisible()
    await expectCodes(page, all.slice(0, 20))
    await page.getByRole('button', { name: 'Next page' }).click()
    await expectCodes(page, all.slice(20))
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' })
    await expect(page).toHaveURL(/sortType=asc/)
    await expectCodes(page, [...all].reverse().slice(0, 20))
  })

  test('each filter and the search show what the sandbox holds for them, and an empty result says so', async ({
    app: page,
    sandbox,
  }) => {
    const all = await stored(sandbox)
    await page.goto('/discounts?count=50')
    await expect(page.getByText('23 discount codes')).toBeVisible()

    await chip(page, 'Status', 'Active')
    await expectCodes(
      page,
      all.filter((code) => code.status === 2),
    )
    await chip(page, 'Type', 'Fixed amount')
    await expectCodes(
      page,
      all.filter((code) => code.status === 2 && code.discountType === 2),
    )
    await chip(page, 'Status', 'Active', false)
    await chip(page, 'Type', 'Fixed amount', false)
    await chip(page, 'Billing', 'Recurring')
    await expectCodes(
      page,
      all.filter((code) => code.billingType === 2),
    )
    await chip(page, 'Billing', 'Recurring', false)

    const form = page.getByRole('form', { name: 'Filter discount codes' })
    await form.getByRole('searchbox', { name: 'Code or name contains' }).fill('autumn')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/search=autumn/)
    await expectCodes(
      page,
      all.filter((code) => code.name.toLowerCase().includes('autumn')),
    )

    await form.getByRole('searchbox', { name: 'Code or name contains' }).fill('')
    await form.getByRole('textbox', { name: 'Currency' }).fill('eur')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expectCodes(
      page,
      all.filter((code) => code.currency === 'EUR'),
    )

    await form.getByRole('textbox', { name: 'Currency' }).fill('JPY')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByText('No discount codes match the filters')).toBeVisible()
  })
})
