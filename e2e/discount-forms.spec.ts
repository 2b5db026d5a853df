import { expect, test, type SandboxControl } from './fixtures'

const NEW = '/merchant/discount/new'
const EDIT = '/merchant/discount/edit'

type StoredCode = {
  id: number
  code: string
  status: number
  discountType: number
  discountPercentage: number
  discountAmount: number
  currency: string
  billingType: number
  cycleLimit: number
  quantity: number
  planApplyType: number
  planIds: number[]
  userScope: number
  userLimit: number
  startTime: number
  endTime: number
}

async function codes(sandbox: SandboxControl) {
  return sandbox.collection<StoredCode>('discountCodes')
}

async function callsTo(sandbox: SandboxControl, path: string) {
  return (await sandbox.calls()).filter((call) => call.path === path)
}

const plans = [
  { id: 40, planName: 'Starter monthly', amount: 900, currency: 'EUR', status: 2 },
  { id: 41, planName: 'Pro monthly', amount: 2900, currency: 'EUR', status: 2 },
  { id: 42, planName: 'Legacy yearly', amount: 9900, currency: 'EUR', status: 4 },
]

test.describe('discount codes: create and edit', () => {
  test(
    'creates and activates a percentage code for chosen plans; it opens on its page',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.seed({ plans })
      await page.goto('/discounts')
      await page.getByRole('button', { name: 'New code' }).click()
      const form = page.getByRole('form', { name: 'New discount code' })
      await form.getByRole('textbox', { name: 'Code', exact: true }).fill('SPRING25')
      await form.getByLabel('Percentage off').fill('12.345')
      await form.getByLabel('Starts').fill('2026-03-01T00:00')
      await form.getByLabel('Ends').fill('2026-02-01T00:00')
      await form.getByLabel('Quantity').fill('2.5')
      await form.getByLabel('Plans', { exact: true }).selectOption({ label: 'The listed plans' })
      await form.getByRole('button', { name: 'Create and activate' }).click()
      await expect(form.getByText('A percentage has at most two decimal places')).toBeVisible()
      await expect(form.getByText('Quantity must be a whole number')).toBeVisible()
      expect(await callsTo(sandbox, NEW)).toHaveLength(0)

      await form.getByLabel('Percentage off').fill('12.5')
      await form.getByLabel('Quantity').fill('100')
      await form.getByRole('button', { name: 'Create and activate' }).click()
      await expect(form.getByText('End must not be before the start')).toBeVisible()
      await expect(form.getByText('Choose at least one plan')).toBeVisible()
      expect(await callsTo(sandbox, NEW)).toHaveLength(0)

      await form.getByLabel('Ends').fill('2026-04-01T00:00')
      const picker = form.getByRole('combobox', { name: 'Applies to these plans' })
      await picker.click()
      await expect(page.getByRole('option', { name: /Legacy yearly/ })).toHaveCount(0)
      await page.getByRole('option', { name: /Pro monthly/ }).click()
      await page.keyboard.press('Escape')
      await form.getByRole('button', { name: 'Create and activate' }).click()

      await expect(page).toHaveURL(/\/discounts\/codes\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Discount code')
      const created = (await codes(sandbox)).find((code) => code.code === 'SPRING25')
      expect(created).toMatchObject({
        status: 2,
        discountType: 1,
        discountPercentage: 1250,
        quantity: 100,
        planApplyType: 1,
        planIds: [41],
        startTime: Math.floor(Date.parse('2026-03-01T00:00') / 1000),
      })
      expect(await callsTo(sandbox, NEW)).toHaveLength(1)
    },
  )

  test(
    'a code that exists is refused by the service, with the request id, and the input is kept',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await sandbox.seed({
        discountCodes: [
          { id: 31, code: 'EUR5', status: 1, discountType: 2, discountAmount: 500, currency: 'EUR', billingType: 1 },
        ],
      })
      await page.goto('/discounts')
      await page.getByRole('button', { name: 'New code' }).click()
      const form = page.getByRole('form', { name: 'New discount code' })
      await form.getByRole('textbox', { name: 'Code', exact: true }).fill('EUR5')
      await form.getByRole('radio', { name: 'Fixed amount' }).check()
      await form.getByLabel('Amount off').fill('5.555')
      await form.getByLabel('Currency').fill('eur')
      await form.getByRole('button', { name: 'Create only' }).click()
      await expect(form.getByText('EUR amounts have at most 2 decimal places')).toBeVisible()
      await form.getByLabel('Amount off').fill('5.50')
      await form.getByRole('button', { name: 'Create only' }).click()
      const alert = form.getByRole('alert').filter({ hasText: 'The code was not created' })
      await expect(alert).toContainText(byDialect({ spec: 'The code EUR5 exists already', real: 'exist Code:EUR5' }))
      await expect(alert).toContainText(requestId)
      await expect(form.getByLabel('Amount off')).toHaveValue('5.50')
      expect((await codes(sandbox)).filter((code) => code.code === 'EUR5')).toHaveLength(1)
    },
  )

  test('creates a recurring fixed-amount code without activating it', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await page.goto('/discounts')
    await page.getByRole('button', { name: 'New code' }).click()
    const form = page.getByRole('form', { name: 'New discount code' })
    await form.getByRole('textbox', { name: 'Code', exact: true }).fill('WELCOME')
    await form.getByRole('radio', { name: 'Fixed amount' }).check()
    await form.getByLabel('Amount off').fill('5.50')
    await form.getByLabel('Currency').fill('eur')
    await form.getByRole('radio', { name: 'Every billing period' }).check()
    await form.getByLabel('Billing periods').fill('3')
    await form.getByLabel('Customers').selectOption({ label: 'New customers only' })
    await form.getByRole('button', { name: 'Create only' }).click()
    await expect(page).toHaveURL(/\/discounts\/codes\/\d+$/)
    expect((await codes(sandbox)).find((code) => code.code === 'WELCOME')).toMatchObject({
      status: 1,
      discountType: 2,
      discountAmount: 550,
      currency: 'EUR',
      billingType: 2,
      cycleLimit: 3,
      userScope: 1,
    })
    await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Activate' })).toBeVisible()
  })

  test(
    "edits an active code's dates, plans and limits; its discount and quantity are shown frozen",
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.seed({
        plans,
        discountCodes: [
          {
            id: 31,
            code: 'SPRING25',
            name: 'Spring sale',
            status: 2,
            discountType: 1,
            discountPercentage: 2500,
            billingType: 1,
            quantity: 20,
            startTime: 1_800_000_000,
            endTime: 1_800_086_400,
          },
        ],
      })
      await page.goto('/discounts/codes/31')
      await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Edit' }).click()
      const form = page.getByRole('form', { name: 'Edit the discount code' })
      await expect(form.getByRole('note')).toContainText('Only its dates, plans and limits can change')
      await expect(form.getByLabel('Percentage off')).toHaveAttribute('readonly', '')
      await expect(form.getByLabel('Percentage off')).toHaveValue('25')
      await expect(form.getByLabel('Quantity')).toHaveAttribute('readonly', '')
      await expect(form.getByRole('radio', { name: 'Fixed amount' })).toBeDisabled()
      await expect(form.getByText('Frozen: the code was activated').first()).toBeVisible()

      await form.getByLabel('Uses per customer').fill('1.5')
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(form.getByText('Uses per customer must be a whole number')).toBeVisible()
      expect(await callsTo(sandbox, EDIT)).toHaveLength(0)

      await form.getByLabel('Uses per customer').fill('1')
      await form.getByLabel('Ends').fill('2027-12-31T12:00')
      await form.getByLabel('Plans', { exact: true }).selectOption({ label: 'Every plan except the listed ones' })
      await form.getByRole('combobox', { name: 'Every plan except these' }).click()
      await page.getByRole('option', { name: /Starter monthly/ }).click()
      await page.keyboard.press('Escape')
      const sent = page.waitForRequest((request) => request.url().endsWith(EDIT))
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'SPRING25 was saved.' })).toBeVisible()

      expect(Object.keys((await sent).postDataJSON() as object).sort()).toEqual(
        ['endTime', 'id', 'name', 'planApplyType', 'planIds', 'startTime', 'userLimit', 'userScope'].sort(),
      )
      expect((await codes(sandbox)).find((code) => code.id === 31)).toMatchObject({
        discountPercentage: 2500,
        quantity: 20,
        userLimit: 1,
        planApplyType: 2,
        planIds: [40],
        endTime: Math.floor(Date.parse('2027-12-31T12:00') / 1000),
      })
    },
  )
})
