import type { Request } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { openAllDetails, openPromoDecrease } from './recordPage'
import { expect, test, type SandboxControl } from './fixtures'

const base = 1767225600
const GET = '/merchant/user/get'
const CHANGE = '/merchant/user/change_gateway'
const DECREMENT = '/merchant/credit/promo_credit_decrement'
const DELETE = '/merchant/user/delete'

const secrets = ['gw_secret_DO_NOT_SHOW_e2e_1', 'whsec_DO_NOT_SHOW_e2e_1', 'gw_secret_DO_NOT_SHOW_e2e_2']

const gateways = [
  {
    gatewayId: 1,
    gatewayName: 'stripe',
    name: 'Stripe',
    displayName: 'Card payments',
    gatewayType: 1,
    currency: 'USD',
    minimumAmount: 50,
    gatewayKey: 'pk_test_e2e',
    gatewaySecret: secrets[0],
    webhookSecret: secrets[1],
    gatewayWebsiteLink: 'https://stripe.example',
    gatewayPaymentTypes: [
      { name: 'Card', paymentType: 'card', category: 'card', autoCharge: true, supportCurrencies: ['USD', 'EUR'] },
      { name: 'Apple Pay', paymentType: 'apple_pay', category: 'wallet', autoCharge: true, supportCurrencies: ['USD'] },
    ],
    setupGatewayPaymentTypes: [{ name: 'Card', paymentType: 'card' }],
    defaultGatewayPaymentType: { name: 'Card', paymentType: 'card' },
    currencyExchangeEnabled: true,
    currencyExchange: [{ from_currency: 'EUR', to_currency: 'USD', exchange_rate: 1.0842 }],
    companyIssuer: { issueCompanyName: 'Northwind Issuing Ltd', issueVatNumber: 'GB123456789' },
    countryConfig: { GB: { enabled: true } },
    metadata: { account: 'acct_e2e' },
  },
  {
    gatewayId: 2,
    gatewayName: 'cryptopay',
    displayName: 'Crypto wallet',
    gatewayType: 2,
    gatewaySecret: secrets[2],
    gatewayPaymentTypes: [{ name: 'USD Coin', paymentType: 'crypto_usdc' }],
  },
  {
    gatewayId: 3,
    gatewayName: 'wire',
    displayName: 'Bank transfer',
    gatewayType: 3,
    bank: { accountHolder: 'Northwind Software Ltd', iban: 'GB29NWBK60161331926819', swiftCode: 'NWBKGB2LXXX' },
  },
]

const ada = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'ada.l',
  email: 'ada@analytical.example',
  externalUserId: 'crm-3',
  phone: '+44 20 7946 0101',
  language: 'en-GB',
  timeZone: 'Europe/London',
  address: '10 St James Square',
  city: 'London',
  zipCode: 'SW1Y 4LE',
  countryCode: 'GB',
  countryName: 'United Kingdom',
  companyName: 'Analytical Engines Ltd',
  registrationNumber: '01234567',
  vATNumber: 'GB987654321',
  taxPercentage: 2000,
  billingType: 1,
  gatewayId: 1,
  gatewayPaymentType: 'card',
  linkedIn: 'https://www.linkedin.com/in/ada-demo',
  telegram: '@ada_demo',
  metadata: { segment: 'enterprise' },
  createTime: base - 86_400 * 30,
  creditAccounts: [
    { currency: 'USD', amount: 12_500, totalIncrementAmount: 20_000, totalDecrementAmount: 7_500, rechargeEnable: 1 },
  ],
  promoCreditAccounts: [
    { currency: 'EUR', amount: 5_000, totalIncrementAmount: 6_000, totalDecrementAmount: 1_000 },
    { currency: 'GBP', amount: 2_000, totalIncrementAmount: 2_000 },
  ],
}

const bob = { id: 4, firstName: 'Bob', lastName: 'Builder', email: 'bob@example.test', gatewayId: 3 }

async function seedCustomers(sandbox: SandboxControl, extra: Record<string, unknown[]> = {}) {
  await sandbox.seed({
    gateways,
    users: [ada, bob, ...(extra.users ?? [])],
    ...(extra.subscriptions ? { subscriptions: extra.subscriptions } : {}),
  })
}

async function callsTo(sandbox: SandboxControl, path: string) {
  return (await sandbox.calls()).filter((call) => call.path === path)
}

test.describe('customers', () => {
  test(
    'opens on the customers list, which opens a user; the lookup opens one by id; a deep link opens one',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seedCustomers(sandbox)
      await page.goto('/')
      await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Customers' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
      const table = page.getByRole('table', { name: 'Customers' })
      await table.getByRole('link', { name: 'Ada Lovelace' }).click()
      await expect(page).toHaveURL(/\/users\/3$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()

      await page.getByRole('link', { name: 'Customers' }).first().click()
      // The list's one search opens a customer by their ID.
      const search = page.getByRole('searchbox', { name: 'Search' })
      await search.fill('4')
      await expect(page.getByText('Enter opens customer 4')).toBeVisible()
      await search.press('Enter')
      await expect(page).toHaveURL(/\/users\/4$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Bob Builder' })).toBeVisible()

      await page.goto('/users/3')
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    },
  )

  test("opened by its address, asks for the user and its lists' pages together, each once", async ({ app: page, sandbox }) => {
    await seedCustomers(sandbox)
    const path = (request: Request) => new URL(request.url()).pathname
    const theUser = (request: Request) => path(request) === GET && new URL(request.url()).searchParams.get('userId') === '3'
    // The lists' pages of 10; not the summary's reads of the last paid and the open invoices, filtered by status, nor
    // the timeline's pages of 100.
    const itsList = (list: string) => (request: Request) =>
      path(request) === list &&
      request.method() === 'POST' &&
      request.postDataJSON().userId === 3 &&
      request.postDataJSON().status === undefined &&
      request.postDataJSON().count === 10
    const itsSubscriptions = itsList('/merchant/subscription/list')
    const itsInvoices = itsList('/merchant/invoice/list')
    const asks = [theUser, itsSubscriptions, itsInvoices]
    // An address that names another page of its invoices, as the page writes it once they are turned: that page.
    const lists: Request[] = []
    page.on('request', (request) => {
      if (itsSubscriptions(request) || itsInvoices(request)) lists.push(request)
    })
    await page.goto('/users/3?invoicesPage=2')
    await expect
      .poll(() => lists.map((request) => `${path(request)} ${request.postDataJSON().page}`).sort())
      .toEqual(['/merchant/invoice/list 2', '/merchant/subscription/list 0'])
    // The first pages, and the user, each asked for once.
    const sent: Request[] = []
    page.on('request', (request) => {
      if (asks.some((ask) => ask(request))) sent.push(request)
    })
    await page.goto('/users/3')
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Subscriptions/ })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Invoices/ })).toBeVisible()
    expect(sent.map(path).sort()).toEqual(['/merchant/invoice/list', '/merchant/subscription/list', GET])
  })

  test('an unknown id and a malformed id say so clearly', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await seedCustomers(sandbox)
    await page.goto('/users/999')
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
    await expect(page.getByText('There is no user with ID 999')).toBeVisible()
    expect(await callsTo(sandbox, GET)).toHaveLength(1)

    await page.goto('/users/abc')
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid user ID' })).toBeVisible()
    await expect(page.getByText('“abc”: User id must be a whole number.')).toBeVisible()
    await page.getByLabel('User ID').fill('3')
    await page.getByRole('button', { name: 'Open', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    expect(await callsTo(sandbox, GET)).toHaveLength(2)
  })

  test(
    'shows every field group, the gateway and the accounts, and never the gateway secrets',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seedCustomers(sandbox, {
        subscriptions: [{ subscriptionId: 'sub_e2e_1', userId: 3, status: 2, planId: 7, amount: 4900 }],
      })
      await page.goto('/users/3')
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
      await openAllDetails(page)
      for (const group of [
        'Identity and contact',
        'Address and tax',
        'Billing',
        'Default gateway',
        'Credit accounts',
        'Promo credit accounts',
        'Subscription summary',
        'Social',
        'Metadata',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible()
      }
      const identity = page.getByRole('region', { name: 'Identity and contact' })
      await expect(identity).toContainText('ada.l')
      await expect(identity).toContainText('Europe/London')
      await expect(identity.getByRole('button', { name: 'Copy e-mail address' })).toBeVisible()
      await expect(identity.getByRole('button', { name: 'Copy external user ID' })).toBeVisible()
      const address = page.getByRole('region', { name: 'Address and tax' })
      await expect(address).toContainText('GB987654321')
      await expect(address).toContainText('20 % (2000 basis points)')
      await expect(page.getByRole('region', { name: 'Billing' })).toContainText('Recurring')
      const summary = page.getByRole('region', { name: 'Subscription summary' })
      await expect(summary).toContainText('sub_e2e_1')
      await expect(summary).toContainText('Active')
      await expect(
        page.getByRole('region', { name: 'Social' }).getByRole('link', { name: 'https://www.linkedin.com/in/ada-demo' }),
      ).toBeVisible()
      await expect(page.getByLabel('User metadata')).toContainText('"segment": "enterprise"')

      const gateway = page.getByRole('region', { name: 'Default gateway' })
      await expect(gateway.getByRole('heading', { level: 3, name: 'Card payments' })).toBeVisible()
      await expect(gateway).toContainText('Card')
      await expect(gateway.getByRole('table', { name: 'Payment types of the gateway' })).toContainText('apple_pay')
      await expect(gateway.getByRole('table', { name: 'Exchange rates of the gateway' })).toContainText('1.0842')
      await expect(gateway).toContainText('Northwind Issuing Ltd')
      await expect(gateway.getByText('Gateway secret', { exact: true }).locator('..')).toContainText('set')
      await expect(gateway.getByText('Webhook secret', { exact: true }).locator('..')).toContainText('set')

      const usd = page.getByRole('region', { name: 'USD credit', exact: true })
      await expect(usd).toContainText('$125.00')
      await expect(usd).toContainText('$200.00')
      await expect(usd).toContainText('Enabled')
      // Promo credit is counted in credits, not money.
      await expect(page.getByRole('region', { name: 'EUR promo credit' })).toContainText('5,000 credits')
      await expect(page.getByRole('region', { name: 'GBP promo credit' })).toContainText('2,000 credits')

      const html = await page.content()
      for (const secret of secrets) expect(html).not.toContain(secret)
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
      for (const secret of secrets) expect(stored).not.toContain(secret)
    },
  )

  test('markup in names and a javascript: link stay inert text', async ({ app: page, sandbox }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await sandbox.seed({
      users: [
        {
          id: 6,
          firstName: '<img src=x onerror=alert(1)>',
          lastName: 'Markup',
          avatarUrl: 'javascript:alert(2)',
          facebook: 'javascript:alert(document.cookie)',
          metadata: { note: '<script>alert(3)</script>' },
        },
      ],
    })
    await page.goto('/users/6')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert(1)> Markup')
    await openAllDetails(page)
    await expect(page.getByRole('region', { name: 'Social' })).toContainText('javascript:alert(document.cookie)')
    await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0)
    expect(await page.locator('a[href^="javascript:"], img[src="x"]').count()).toBe(0)
    await expect(page.getByLabel('User metadata')).toContainText('<script>alert(3)</script>')
    expect(dialogs).toEqual([])
  })

  test('changes the default gateway; a refusal keeps the input', { tag: '@real' }, async ({ app: page, sandbox, requestId }) => {
    await seedCustomers(sandbox)
    await page.goto('/users/3')
    await openAllDetails(page)
    await page.getByRole('button', { name: 'Change default gateway' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change default gateway' })
    await expect(dialog).toContainText('Now gateway 1 (Card payments), with payment types card, apple_pay.')
    await dialog.getByRole('button', { name: 'Change gateway' }).click()
    await expect(dialog.getByText('Enter a gateway ID')).toBeVisible()
    await expect(dialog.getByLabel('Gateway ID')).toBeFocused()
    await dialog.getByLabel('Gateway ID').fill('-2')
    await dialog.getByRole('button', { name: 'Change gateway' }).click()
    await expect(dialog.getByText('Gateway id must be greater than 0')).toBeVisible()
    expect(await callsTo(sandbox, CHANGE)).toHaveLength(0)

    await dialog.getByLabel('Gateway ID').fill('2')
    await dialog.getByLabel('Payment type').fill('card')
    await dialog.getByRole('button', { name: 'Change gateway' }).click()
    const refusal = dialog.getByRole('alert').filter({ hasText: 'The gateway was not changed' })
    await expect(refusal).toContainText('has no payment type "card"; its payment types are crypto_usdc')
    await expect(refusal).toContainText(requestId)
    await expect(dialog.getByLabel('Gateway ID')).toHaveValue('2')
    expect(await callsTo(sandbox, CHANGE)).toHaveLength(1)

    await dialog.getByLabel('Payment type').fill('crypto_usdc')
    await dialog.getByLabel('Gateway user ID').fill('wallet-9')
    await dialog.getByRole('button', { name: 'Change gateway' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Default gateway changed to gateway 2.' })).toBeVisible()
    const gateway = page.getByRole('region', { name: 'Default gateway' })
    await expect(gateway.getByRole('heading', { level: 3, name: 'Crypto wallet' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Billing' })).toContainText('crypto_usdc')

    // A payment method turns automatic payment on.
    await page.getByRole('button', { name: 'Change default gateway' }).click()
    await expect(dialog.getByLabel('Payment method ID')).toHaveAccessibleDescription(/turns on automatic payment/)
    await dialog.getByLabel('Gateway ID').fill('1')
    await dialog.getByLabel('Payment method ID').fill('pm_visa_4242')
    await dialog.getByRole('button', { name: 'Change gateway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'with automatic payment' })).toBeVisible()
    await expect(gateway.getByRole('heading', { level: 3, name: 'Card payments' })).toBeVisible()
    await expect(gateway).toContainText('automatic payment on')
    await expect(page.getByRole('region', { name: 'Billing' })).toContainText('pm_visa_4242')
    const [user] = (await sandbox.collection<{ id: number; gatewayId: number; paymentMethod: string }>('users')).filter(
      (u) => u.id === 3,
    )
    expect(user).toMatchObject({ gatewayId: 1, paymentMethod: 'pm_visa_4242' })
  })

  test(
    'decreases promo credit: zero, negative and emptying are refused before sending; a valid one after confirming',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seedCustomers(sandbox)
      await page.goto('/users/3')
      await openPromoDecrease(page, 'EUR')
      const dialog = page.getByRole('dialog', { name: 'Decrease EUR promo credit' })
      await expect(dialog.getByLabel('Currency')).toHaveValue('EUR')
      const amount = dialog.getByLabel('Amount to take off')
      const review = dialog.getByRole('button', { name: 'Review decrease' })

      await amount.fill('0')
      await review.click()
      await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible()
      await expect(amount).toBeFocused()
      await amount.fill('-5')
      await review.click()
      await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible()
      await amount.fill('5000')
      await expect(
        dialog.getByText('Not allowed: the balance after the decrease would be 0 credits; it must stay above 0.'),
      ).toBeVisible()
      await review.click()
      await expect(
        dialog.getByText('The balance must stay above 0: taking 5,000 credits off 5,000 credits would leave 0 credits'),
      ).toBeVisible()
      // A fraction of a credit is refused, never turned into another number.
      await amount.fill('12.50')
      await review.click()
      await expect(dialog.getByText('Amount must be a whole number')).toBeVisible()
      expect(await callsTo(sandbox, DECREMENT)).toHaveLength(0)

      await amount.fill('1250')
      await expect(dialog.getByText('Balance after the decrease: 3,750 credits')).toBeVisible()
      await dialog.getByLabel('Name').fill('Goodwill correction')
      await dialog.getByLabel('Description').fill('Reverted a duplicate grant')
      await review.click()
      await expect(dialog).toContainText('Take 1,250 credits off the EUR promo credit of Ada Lovelace (user ID 3).')
      await expect(dialog).toContainText('The balance goes from 5,000 credits to 3,750 credits.')
      expect(await callsTo(sandbox, DECREMENT)).toHaveLength(0)
      await dialog.getByRole('button', { name: 'Confirm decrease' }).click()
      await expect(dialog).toBeHidden()
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Took 1,250 credits off the EUR promo credit. The balance is now 3,750 credits.' }),
      ).toBeVisible()
      await openAllDetails(page)
      const eur = page.getByRole('region', { name: 'EUR promo credit' })
      await expect(eur).toContainText('3,750 credits')
      await expect(eur.getByText('Total out').locator('..')).toContainText('2,250 credits')
      expect(await callsTo(sandbox, DECREMENT)).toHaveLength(1)
      const [user] = (
        await sandbox.collection<{
          id: number
          promoCreditAccounts: { currency: string; amount: number }[]
          promoCreditLog: { name: string }[]
        }>('users')
      ).filter((u) => u.id === 3)
      expect(user.promoCreditAccounts.find((a) => a.currency === 'EUR')?.amount).toBe(3750)
      expect(user.promoCreditLog[0]?.name).toBe('Goodwill correction')
    },
  )

  test('a refused decrease is shown with its request id, and Back keeps the input', async ({ app: page, sandbox }) => {
    await seedCustomers(sandbox)
    await sandbox.fault({
      path: DECREMENT,
      status: 400,
      message: 'amount: the promo credit must stay greater than 0 after the decrease',
    })
    await page.goto('/users/3')
    await openPromoDecrease(page, 'GBP')
    const dialog = page.getByRole('dialog', { name: 'Decrease GBP promo credit' })
    await dialog.getByLabel('Amount to take off').fill('5')
    await dialog.getByRole('button', { name: 'Review decrease' }).click()
    await dialog.getByRole('button', { name: 'Confirm decrease' }).click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'The promo credit was not decreased' })
    await expect(alert).toContainText('the promo credit must stay greater than 0')
    await expect(alert).toContainText(/Request ID: req_/)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByLabel('Amount to take off')).toHaveValue('5')
    expect(await callsTo(sandbox, DECREMENT)).toHaveLength(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await openAllDetails(page)
    await expect(page.getByRole('region', { name: 'GBP promo credit' })).toContainText('2,000 credits')
  })

  test(
    'deleting a user with active subscriptions is refused without force, then done with force',
    { tag: '@real' },
    async ({ app: page, sandbox, requestId }) => {
      await seedCustomers(sandbox, {
        subscriptions: [
          { subscriptionId: 'sub_active', userId: 3, status: 2 },
          { subscriptionId: 'sub_incomplete', userId: 3, status: 7 },
          { subscriptionId: 'sub_expired', userId: 3, status: 5 },
        ],
      })
      await page.goto('/users/3')
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
      await page.getByRole('button', { name: 'Delete user' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete Ada Lovelace?' })
      await expect(dialog).toContainText('This deletes Ada Lovelace (user ID 3). It cannot be undone')
      await expect(
        dialog.getByRole('checkbox', { name: "Also cancel the user's active subscriptions" }),
      ).toHaveAccessibleDescription(/Every active or incomplete subscription of this user is cancelled first/)
      await dialog.getByRole('button', { name: 'Delete user' }).click()
      const refusal = dialog.getByRole('alert').filter({ hasText: 'The service refused to delete the user' })
      await expect(refusal).toContainText('User 3 has 2 active subscriptions; delete with forceDelete to cancel them first')
      await expect(refusal).toContainText(requestId)
      let users = await sandbox.collection<{ id: number }>('users')
      expect(users.map((u) => u.id)).toContain(3)

      await dialog.getByRole('button', { name: 'Retry with force: cancel subscriptions and delete' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'User deleted' })).toBeVisible()
      await expect(page.getByRole('status')).toContainText('Ada Lovelace (user ID 3) was deleted')
      await expect(page.getByRole('status')).toContainText('Their active subscriptions were cancelled first.')

      const subscriptions = await sandbox.collection<{ subscriptionId: string; status: number; cancelOrExpireTime: number }>(
        'subscriptions',
      )
      const status = Object.fromEntries(subscriptions.map((s) => [s.subscriptionId, s.status]))
      expect(status).toEqual({ sub_active: 4, sub_incomplete: 4, sub_expired: 5 })
      expect(subscriptions.find((s) => s.subscriptionId === 'sub_active')?.cancelOrExpireTime).toBeGreaterThan(0)
      users = await sandbox.collection<{ id: number }>('users')
      expect(users.map((u) => u.id)).not.toContain(3)
      const deletes = await callsTo(sandbox, DELETE)
      expect(deletes.map((call) => call.status)).toEqual([400, 200])

      await page.getByRole('link', { name: 'Find another customer' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
      const table = page.getByRole('table', { name: 'Customers' })
      await expect(table.getByRole('link', { name: 'Bob Builder' })).toBeVisible()
      await expect(table.getByRole('link', { name: 'Ada Lovelace' })).toHaveCount(0)
      await page.goto('/users/3')
      await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
    },
  )

  test('deletes with the force option chosen up front, and a user without subscriptions at once', async ({
    app: page,
    sandbox,
  }) => {
    await seedCustomers(sandbox, { subscriptions: [{ subscriptionId: 'sub_live', userId: 3, status: 2 }] })
    await page.goto('/users/3')
    await page.getByRole('button', { name: 'Delete user' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Ada Lovelace?' })
    await dialog.getByRole('checkbox', { name: "Also cancel the user's active subscriptions" }).check()
    await dialog.getByRole('button', { name: 'Cancel subscriptions and delete user' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'User deleted' })).toBeVisible()
    const [subscription] = await sandbox.collection<{ status: number }>('subscriptions')
    expect(subscription.status).toBe(4)

    await page.goto('/users/4')
    await page.getByRole('button', { name: 'Delete user' }).click()
    await page.getByRole('dialog', { name: 'Delete Bob Builder?' }).getByRole('button', { name: 'Delete user' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'User deleted' })).toBeVisible()
    await expect(page.getByRole('status')).not.toContainText('subscriptions were cancelled')
    expect((await callsTo(sandbox, DELETE)).map((call) => call.status)).toEqual([200, 200])
    expect(await sandbox.collection('users')).toEqual([])
  })

  test('a failing read shows the message and request id, and Retry loads the user', async ({ app: page, sandbox }) => {
    await seedCustomers(sandbox)
    // Refused until cleared: reads are tried three times before the page shows the failure, and a count of
    // refusals would race any other read of the user.
    await sandbox.faultUntilCleared({ path: GET, status: 503, message: 'User store unavailable' })
    await page.goto('/users/3')
    const alert = page.getByRole('alert').filter({ hasText: 'The user could not be loaded' })
    await expect(alert).toContainText('User store unavailable')
    await expect(alert).toContainText(/Request ID: req_/)
    await sandbox.clearFaults()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
  })

  test('the not-found page and the decrease dialog pass an accessibility scan', async ({ app: page, sandbox }) => {
    await seedCustomers(sandbox)
    await page.goto('/users/999')
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
    await expectNoAxeViolations(page, 'the not-found page')
    await page.goto('/users/3')
    await openPromoDecrease(page, 'EUR')
    await expect(page.getByRole('dialog', { name: 'Decrease EUR promo credit' })).toBeVisible()
    await expectNoAxeViolations(page, 'the decrease dialog')
  })
})
