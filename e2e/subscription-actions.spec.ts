import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test, type SandboxControl } from './fixtures'

const DAY = 86_400

interface Subscription {
  subscriptionId: string
  status: number
  cancelAtPeriodEnd: number
  cancelReason: string
  currentPeriodEnd: number
  trialEnd: number
}
interface Invoice {
  invoiceId: string
  status: number
}

/**
 * Ada's card subscription (active, its latest invoice paid), Grace's wire transfer one (active, its latest invoice
 * still waiting for the transfer), and Alan's stored as incomplete, which an API key reads as active.
 */
async function seedSubscriptions(sandbox: SandboxControl) {
  const now = Math.floor(Date.now() / 1000)
  const subscription = (subscriptionId: string, userId: number, gatewayId: number, status: number) => ({
    subscriptionId,
    userId,
    planId: 7,
    gatewayId,
    status,
    currency: 'EUR',
    amount: 4_900,
    currentPeriodStart: now - 5 * DAY,
    currentPeriodEnd: now + 25 * DAY,
    latestInvoiceId: `in_${subscriptionId}`,
  })
  const invoice = (subscriptionId: string, userId: number, status: number) => ({
    invoiceId: `in_${subscriptionId}`,
    userId,
    subscriptionId,
    currency: 'EUR',
    totalAmount: 4_900,
    status,
  })
  await sandbox.seed({
    gateways: [
      { gatewayId: 1, gatewayName: 'stripe' },
      { gatewayId: 3, gatewayName: 'wire_transfer', gatewayType: 3 },
    ],
    users: [
      { id: 1, email: 'ada@example.test', firstName: 'Ada', gatewayId: 1 },
      { id: 2, email: 'grace@example.test', firstName: 'Grace', gatewayId: 3 },
      { id: 3, email: 'alan@example.test', firstName: 'Alan', gatewayId: 1 },
    ],
    plans: [
      { id: 7, planName: 'Pro monthly', status: 2, intervalUnit: 'month', intervalCount: 1, currency: 'EUR', amount: 4_900 },
    ],
    subscriptions: [
      subscription('sub_card', 1, 1, 2),
      subscription('sub_wire', 2, 3, 2),
      subscription('sub_incomplete', 3, 1, 7),
    ],
    invoices: [invoice('sub_card', 1, 3), invoice('sub_wire', 2, 2), invoice('sub_incomplete', 3, 2)],
  })
}

async function stored(sandbox: SandboxControl, subscriptionId: string) {
  const subscriptions = await sandbox.collection<Subscription>('subscriptions')
  return subscriptions.find((s) => s.subscriptionId === subscriptionId)!
}
async function storedInvoice(sandbox: SandboxControl, invoiceId: string) {
  const invoices = await sandbox.collection<Invoice>('invoices')
  return invoices.find((i) => i.invoiceId === invoiceId)!
}

async function openSubscription(page: Page, subscriptionId: string) {
  await page.goto(`/subscriptions/${subscriptionId}`)
  await expect(page.getByRole('group', { name: 'Amount per period' })).toBeVisible()
}
const actions = (page: Page) => page.getByRole('group', { name: 'Actions' })
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' })

test.describe('end a subscription', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedSubscriptions(sandbox)
  })

  test(
    'cancel now: the dialog says nothing is refunded and links to the paid invoice; the invoice stays paid',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await openSubscription(page, 'sub_card')
      await actions(page).getByRole('button', { name: 'Cancel now' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel subscription sub_card now?' })
      await expect(dialog).toContainText('The service makes no refund and no credit note')
      await expect(dialog.getByRole('link', { name: 'refund invoice in_sub_card' })).toHaveAttribute(
        'href',
        '/invoices/in_sub_card',
      )
      await expectNoAxeViolations(page, 'the cancel now dialog')
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer asked by phone')
      await dialog.getByRole('button', { name: 'Cancel now' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Subscription sub_card was cancelled' })).toBeVisible()
      await expect(summary(page).getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(actions(page).getByRole('button', { name: 'Cancel now' })).toHaveCount(0)
      expect(await stored(sandbox, 'sub_card')).toMatchObject({ status: 4, cancelReason: 'Customer asked by phone' })
      expect(await storedInvoice(sandbox, 'in_sub_card')).toMatchObject({ status: 3 })
    },
  )

  test(
    'cancel now: a latest invoice still waiting for its transfer is cancelled',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await openSubscription(page, 'sub_wire')
      await actions(page).getByRole('button', { name: 'Cancel now' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel subscription sub_wire now?' })
      await expect(dialog).toContainText('still waits for its payment: it is cancelled')
      await dialog.getByRole('button', { name: 'Cancel now' }).click()
      await expect(dialog).toBeHidden()
      expect(await stored(sandbox, 'sub_wire')).toMatchObject({ status: 4, cancelReason: 'CancelledByAdmin' })
      expect(await storedInvoice(sandbox, 'in_sub_wire')).toMatchObject({ status: 5 })
    },
  )

  test('cancel now: a fault is shown with its request id, the reason kept, nothing changed', async ({
    app: page,
    sandbox,
    requestId,
  }) => {
    await sandbox.fault({
      path: '/merchant/subscription/cancel',
      status: 503,
      times: 1,
      message: 'Cancellation store unavailable',
    })
    await openSubscription(page, 'sub_card')
    await actions(page).getByRole('button', { name: 'Cancel now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription sub_card now?' })
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Duplicate account')
    await dialog.getByRole('button', { name: 'Cancel now' }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('The subscription was not cancelled')
    await expect(alert).toContainText('Cancellation store unavailable')
    await expect(alert).toContainText(requestId)
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Duplicate account')
    expect(await stored(sandbox, 'sub_card')).toMatchObject({ status: 2 })
  })

  test('cancel at period end, shown pending with its end date, then undone', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await openSubscription(page, 'sub_card')
    await actions(page).getByRole('button', { name: 'Cancel at period end' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription sub_card at the end of its period?' })
    await expect(dialog).toContainText('Nothing is refunded')
    await expectNoAxeViolations(page, 'the period-end cancel dialog')
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'will be cancelled at the end of its period' })).toBeVisible()
    await expect(summary(page).getByText('Cancels at the period end')).toBeVisible()
    await expect(summary(page).getByRole('group', { name: 'Period ends' })).toContainText('Cancels then: no renewal')
    expect(await stored(sandbox, 'sub_card')).toMatchObject({ status: 2, cancelAtPeriodEnd: 1 })

    await actions(page).getByRole('button', { name: 'Undo cancel at period end' }).click()
    await page
      .getByRole('dialog', { name: 'Keep subscription sub_card renewing?' })
      .getByRole('button', { name: 'Undo the cancellation' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'renews again at the end of its period' })).toBeVisible()
    await expect(summary(page).getByText('Cancels at the period end')).toHaveCount(0)
    await expect(summary(page).getByRole('group', { name: 'Period ends' })).toContainText('Renews then')
    expect(await stored(sandbox, 'sub_card')).toMatchObject({ status: 2, cancelAtPeriodEnd: 0 })
  })

  test(
    'an incomplete subscription is not cancelled at the period end: the real service shows it active and refuses',
    { tag: '@real' },
    async ({ app: page, sandbox, dialect, requestId }) => {
      await openSubscription(page, 'sub_incomplete')
      const button = actions(page).getByRole('button', { name: 'Cancel at period end' })
      if (dialect === 'spec') {
        // Read as incomplete: the action is not offered.
        await expect(summary(page).getByText('Incomplete', { exact: true })).toBeVisible()
        await expect(button).toHaveCount(0)
        return
      }
      // An API key reads the stored incomplete as active; the service checks the stored status.
      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Cancel subscription sub_incomplete at the end of its period?' })
      await dialog.getByRole('button', { name: 'Cancel at period end' }).click()
      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText('The subscription was not changed')
      await expect(alert).toContainText('subscription not in active status')
      await expect(alert).toContainText(requestId)
      expect(await stored(sandbox, 'sub_incomplete')).toMatchObject({ status: 7, cancelAtPeriodEnd: 0 })
    },
  )
})

test.describe('extend the due date', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedSubscriptions(sandbox)
  })

  test('by days and to a date, counted from the period end', { tag: '@real' }, async ({ app: page, sandbox }) => {
    const { currentPeriodEnd } = await stored(sandbox, 'sub_card')
    await openSubscription(page, 'sub_card')
    await actions(page).getByRole('button', { name: 'Extend due date' }).click()
    let dialog = page.getByRole('dialog', { name: 'Extend the due date of sub_card' })
    const days = dialog.getByRole('textbox', { name: 'Days to add' })
    await days.fill('0')
    await expectNoAxeViolations(page, 'the extend dialog')
    await dialog.getByRole('button', { name: 'Extend due date' }).click()
    await expect(days).toHaveAccessibleDescription('Enter a whole number of days, at least 1')
    await days.fill('7')
    await dialog.getByRole('button', { name: 'Extend due date' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The due date of subscription sub_card moved to' })).toBeVisible()
    expect(await stored(sandbox, 'sub_card')).toMatchObject({ status: 2, trialEnd: currentPeriodEnd + 7 * DAY })

    // To a date: the day picked, three weeks after the period's end, at the same time of day.
    const end = new Date(currentPeriodEnd * 1000)
    const picked = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 21)
    const day = `${picked.getFullYear()}-${String(picked.getMonth() + 1).padStart(2, '0')}-${String(picked.getDate()).padStart(2, '0')}`
    await actions(page).getByRole('button', { name: 'Extend due date' }).click()
    dialog = page.getByRole('dialog', { name: 'Extend the due date of sub_card' })
    await dialog.getByText('To a date', { exact: true }).click()
    await dialog.getByLabel('New due date').fill(day)
    await expect(dialog.getByRole('status')).toContainText('New due date')
    await dialog.getByRole('button', { name: 'Extend due date' }).click()
    await expect(dialog).toBeHidden()
    expect(await stored(sandbox, 'sub_card')).toMatchObject({ status: 2, trialEnd: currentPeriodEnd + 21 * DAY })
  })

  test('a day before the due date is refused at the field, nothing sent', async ({ app: page, sandbox }) => {
    await openSubscription(page, 'sub_card')
    await actions(page).getByRole('button', { name: 'Extend due date' }).click()
    const dialog = page.getByRole('dialog', { name: 'Extend the due date of sub_card' })
    await dialog.getByText('To a date', { exact: true }).click()
    const date = dialog.getByLabel('New due date')
    await date.fill('2020-01-01')
    await dialog.getByRole('button', { name: 'Extend due date' }).click()
    await expect(date).toHaveAccessibleDescription(/^Pick a day after the current due date/)
    expect((await sandbox.calls()).filter((call) => call.path.endsWith('/add_new_trial_start'))).toEqual([])
  })

  test(
    'an archived plan is refused with the service’s words, input kept',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await sandbox.seed({ plans: [{ id: 8, planName: 'Old plan', status: 3 }] })
      const now = Math.floor(Date.now() / 1000)
      await sandbox.seed({
        subscriptions: [
          {
            subscriptionId: 'sub_old',
            userId: 1,
            planId: 8,
            gatewayId: 1,
            status: 2,
            currency: 'EUR',
            amount: 100,
            currentPeriodEnd: now + DAY,
          },
        ],
      })
      await openSubscription(page, 'sub_old')
      await actions(page).getByRole('button', { name: 'Extend due date' }).click()
      const dialog = page.getByRole('dialog', { name: 'Extend the due date of sub_old' })
      await dialog.getByRole('textbox', { name: 'Days to add' }).fill('3')
      await dialog.getByRole('button', { name: 'Extend due date' }).click()
      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText('The due date was not moved')
      await expect(alert).toContainText(byDialect({ spec: 'the due date cannot move', real: 'Plan Id:8 Not Publish status' }))
      await expect(alert).toContainText(requestId)
      await expect(dialog.getByRole('textbox', { name: 'Days to add' })).toHaveValue('3')
    },
  )

  test('is not offered on a cancelled subscription', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      subscriptions: [
        { subscriptionId: 'sub_gone', userId: 1, planId: 7, gatewayId: 1, status: 4, currency: 'EUR', amount: 100 },
      ],
    })
    await openSubscription(page, 'sub_gone')
    await expect(actions(page).getByRole('link', { name: 'Renew' })).toBeVisible()
    await expect(actions(page).getByRole('button', { name: 'Extend due date' })).toHaveCount(0)
  })
})

test.describe('change the plan', () => {
  const team = (amount: number) => ({
    id: 8,
    planName: 'Team monthly',
    amount,
    currency: 'EUR',
    intervalUnit: 'month',
    intervalCount: 1,
    productId: 0,
    status: 2,
    type: 1,
  })

  test.beforeEach(async ({ sandbox }) => {
    await seedSubscriptions(sandbox)
    await sandbox.seed({ plans: [team(9_900)] })
  })

  test(
    'a preview first, then the change confirmed with its total; a price moved since is refused',
    { tag: '@real' },
    async ({ app: page, sandbox, requestId, byDialect }) => {
      await openSubscription(page, 'sub_card')
      await actions(page).getByRole('button', { name: 'Change plan' }).click()
      const dialog = page.getByRole('dialog', { name: 'Change the plan of sub_card' })
      await dialog.getByRole('textbox', { name: /New plan ID/ }).fill('8')
      await dialog.getByRole('button', { name: 'Preview' }).click()
      const preview = dialog.getByRole('region', { name: 'Preview' })
      await expect(preview).toContainText('Each period after: €99.00')
      await expect(preview).toContainText(/Charged now: €\d/)
      await expectNoAxeViolations(page, 'the change plan preview')

      await sandbox.seed({ plans: [team(12_900)] })
      await dialog.getByRole('button', { name: 'Change plan' }).click()
      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText('The plan was not changed')
      await expect(alert).toContainText(
        byDialect({ spec: 'The total has changed since the preview', real: 'The total amount is outdated' }),
      )
      await expect(alert).toContainText(requestId)
      expect(await stored(sandbox, 'sub_card')).toMatchObject({ planId: 7 })

      await dialog.getByRole('button', { name: 'Preview again' }).click()
      await expect(preview).toContainText('Each period after: €129.00')
      await dialog.getByRole('button', { name: 'Change plan' }).click()
      await expect(dialog.getByRole('link', { name: 'Payment page of the change' })).toBeVisible()
      const submits = (await sandbox.calls()).filter((call) => call.path.endsWith('/update_submit'))
      expect(submits.map((call) => call.status)).toHaveLength(2)
    },
  )

  test(
    'add-ons change with the plan: the subscription starts from its own, and the set submitted is the one stored',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      const now = Math.floor(Date.now() / 1000)
      const addon = (id: number, planName: string, amount: number) => ({ ...team(amount), id, planName, type: 2 })
      await sandbox.seed({
        plans: [addon(20, 'Extra seat', 1_000), addon(21, 'Priority support', 2_500)],
        subscriptions: [
          {
            subscriptionId: 'sub_addons',
            userId: 1,
            planId: 8,
            gatewayId: 1,
            status: 2,
            currency: 'EUR',
            amount: 9_900,
            addonData: '[{"addonPlanId":20,"quantity":1}]',
            currentPeriodStart: now - 5 * DAY,
            currentPeriodEnd: now + 25 * DAY,
            latestInvoiceId: 'in_sub_card',
          },
        ],
      })
      await openSubscription(page, 'sub_addons')
      await actions(page).getByRole('button', { name: 'Change plan' }).click()
      const dialog = page.getByRole('dialog', { name: 'Change the plan of sub_addons' })
      const seats = dialog.getByRole('textbox', { name: /Quantity of Extra seat \(plan 20\)/ })
      await expect(seats).toHaveValue('1')
      await dialog.getByRole('textbox', { name: /New plan ID/ }).fill('8')

      await dialog.getByRole('combobox', { name: 'Add-ons' }).click()
      await page.getByRole('option', { name: /Priority support/ }).click()
      await expect(dialog.getByRole('textbox', { name: /Quantity of Priority support/ })).toHaveValue('1')
      await seats.fill('2')

      await dialog.getByRole('button', { name: 'Preview' }).click()
      const preview = dialog.getByRole('region', { name: 'Preview' })
      const next = preview.getByRole('table', { name: 'Each period after: lines' })
      await expect(next.getByRole('row', { name: /Extra seat/ })).toContainText('€20.00')
      await expect(next.getByRole('row', { name: /Priority support/ })).toContainText('€25.00')
      await expect(preview).toContainText('Each period after: €144.00')
      expect((await stored(sandbox, 'sub_addons')) as unknown as { addonData: string }).toMatchObject({
        addonData: '[{"addonPlanId":20,"quantity":1}]',
      })

      await dialog.getByRole('button', { name: 'Change plan' }).click()
      await expect(dialog.getByRole('link', { name: 'Payment page of the change' })).toBeVisible()
      const [submit] = (await sandbox.calls()).filter((call) => call.path.endsWith('/update_submit'))
      expect(submit.status).toBe(200)
      const { pendingUpdates } = (await stored(sandbox, 'sub_addons')) as unknown as {
        pendingUpdates: { updateAddonData: string }[]
      }
      expect(JSON.parse(pendingUpdates.at(-1)!.updateAddonData)).toEqual([
        { addonPlanId: 20, quantity: 2 },
        { addonPlanId: 21, quantity: 1 },
      ])
    },
  )
})
