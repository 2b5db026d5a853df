import type { Page } from '@playwright/test'
import {
  currentTotp,
  demoOwner,
  demoSupport,
  expect,
  external,
  owner,
  SandboxControl,
  showFilters,
  signInAsMember,
  test,
  useWorkspaceAddress,
} from './fixtures'
import { serviceUrl } from './env'

/**
 * Staff signing in as themselves, in both dialects: e-mail and password, the two-factor step, a code by e-mail, the
 * refusals, the session (its token, its end at the service, its expiry in the middle of a form) and what a role shows.
 */

const SIGN_IN = '/merchant/auth/sso/login'
const SUSPENDED_TEXT = 'Your account has been suspended. Please contact billing admin for further assistance.'

const kept = (page: Page) =>
  page.evaluate(() => ({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) }))

test.beforeEach(() => {
  test.skip(external, 'needs the local sandbox control API')
})

async function openSignIn(page: Page, sandbox: SandboxControl) {
  await useWorkspaceAddress(page, sandbox)
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
}

test.describe('a member signs in', () => {
  test(
    'with e-mail and password: the header says who, the token stays in the tab and goes as it is',
    { tag: '@real' },
    async ({ page, dialect }) => {
      const demo = await SandboxControl.workspace('demo', dialect)
      await openSignIn(page, demo)
      // E-mail and password is the default; the API key is the second way.
      await expect(page.getByLabel(/^Password/)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Use an API key instead' })).toBeVisible()

      const signInCall = page.waitForRequest((request) => request.url().endsWith(SIGN_IN) && request.method() === 'POST')
      const laterCall = page.waitForRequest(
        (request) =>
          request.url().includes('/merchant/') && !request.url().includes('/merchant/auth/') && request.method() === 'POST',
      )
      await page.getByRole('textbox', { name: 'E-mail' }).fill(demoSupport.email)
      await page.getByLabel(/^Password/).fill(demoSupport.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByLabel('Signed in as Tomás Becker, Support')).toBeVisible()

      // The sign-in call carries no Authorization header; the later ones the token as it is, without Bearer.
      expect((await signInCall).headers().authorization).toBeUndefined()
      const token = (await laterCall).headers().authorization ?? ''
      expect(token).toMatch(/^UniBee\.Portal\./)
      const storage = await kept(page)
      expect(storage.session).toContain(token)
      expect(storage.session).not.toContain(demoSupport.password)
      expect(storage.local).not.toContain(token)
      expect(page.url()).not.toContain(token)

      // The request log lists the calls, never the token.
      await page.getByRole('button', { name: 'Request log' }).click()
      const log = page.getByRole('dialog', { name: /Request log/ })
      await expect(log.getByText('/merchant/', { exact: false }).first()).toBeVisible()
      await expect(log).not.toContainText(token)
    },
  )

  test('with the two-factor code when the service asks for it', { tag: '@real' }, async ({ page, dialect, byDialect }) => {
    const demo = await SandboxControl.workspace('demo', dialect)
    await openSignIn(page, demo)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demoOwner.email)
    await page.getByLabel(/^Password/).fill(demoOwner.password)
    await page.getByRole('button', { name: 'Sign in' }).click()

    const code = page.getByRole('textbox', { name: 'Two-factor code' })
    await expect(code).toBeFocused()
    await code.fill('000000' === currentTotp(demoOwner.totpSecret!) ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page.getByRole('alert')).toContainText(
      byDialect({ spec: 'The two-factor code is not valid', real: 'Invalid 2FA Code' }),
    )
    expect((await kept(page)).session).not.toContain('UniBee.Portal.')

    await code.fill(currentTotp(demoOwner.totpSecret!))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Signed in as Morgan Reyes, Owner')).toBeVisible()
  })

  test('with a code sent by e-mail', { tag: '@real' }, async ({ page, dialect }) => {
    const demo = await SandboxControl.workspace('demo', dialect)
    await openSignIn(page, demo)
    await page.getByRole('link', { name: 'E-mail me a sign-in code' }).click()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demoSupport.email)
    await page.getByRole('button', { name: 'E-mail me a code' }).click()
    await expect(page.getByText(`We e-mailed a sign-in code to ${demoSupport.email}`)).toBeVisible()

    const [latest] = (await demo.mailbox(demoSupport.email)).sort((a, b) => b.sentAt - a.sentAt)
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(latest!.code.toLowerCase())
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByLabel('Signed in as Tomás Becker, Support')).toBeVisible()
  })

  test(
    'a wrong password is refused with the service words, the password cleared',
    { tag: '@real' },
    async ({ page, sandbox, byDialect, requestId }) => {
      await openSignIn(page, sandbox)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByText('Enter your e-mail address')).toBeVisible()
      await expect(page.getByText('Enter your password')).toBeVisible()
      expect((await sandbox.calls()).filter((call) => call.path.endsWith(SIGN_IN))).toEqual([])

      await page.getByRole('textbox', { name: 'E-mail' }).fill(owner.email)
      const password = page.getByLabel(/^Password/)
      await password.fill('not-the-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Could not sign in' })
      await expect(alert).toContainText(
        byDialect({ spec: 'The password is not right', real: 'Login Failed, Password Not Match' }),
      )
      await expect(alert).toContainText(requestId)
      await expect(password).toHaveValue('')
      await expect(password).toBeFocused()
      await expect(page).toHaveURL(/\/sign-in/)
      expect((await kept(page)).session).not.toContain('not-the-password')
    },
  )

  test('a suspended member is told so, and gets no session', { tag: '@real' }, async ({ page, sandbox, byDialect }) => {
    await sandbox.seed({ members: [{ id: 40, email: 'gone@example.test', password: 'gone-password', status: 2 }] })
    await openSignIn(page, sandbox)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('gone@example.test')
    await page.getByLabel(/^Password/).fill('gone-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Could not sign in' })).toContainText(
      byDialect({ spec: 'gone@example.test is suspended', real: SUSPENDED_TEXT }),
    )
    await expect(page).toHaveURL(/\/sign-in/)
    expect((await kept(page)).session).not.toContain('UniBee.Portal.')
  })
})

test.describe("a member's session", () => {
  test('signing out ends it at the service', { tag: '@real' }, async ({ page, dialect }) => {
    const demo = await SandboxControl.workspace('demo', dialect)
    await signInAsMember(page, demo, demoSupport)
    expect((await demo.memberSessions()).sessions).toHaveLength(1)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('You are signed out. Your session was ended')).toBeVisible()
    expect((await demo.memberSessions()).sessions).toEqual([])
    expect((await demo.calls()).filter((call) => call.path.endsWith('/merchant/member/logout'))).toHaveLength(1)
    expect((await kept(page)).session).not.toContain('UniBee.Portal.')
  })

  test(
    'ended in the middle of a form: signed in again over the page, the input kept and the write sent once',
    { tag: '@real' },
    async ({ page, sandbox }) => {
      await signInAsMember(page, sandbox, owner, '/sign-in?redirect=%2Fproducts%2Fnew')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/product/i)
      await page.getByLabel('Name').fill('Kept through a sign-in')

      // The service ends the session (as after 10 minutes without a call) while the form is being filled.
      await sandbox.endMemberSessions()
      await page.getByRole('button', { name: 'Create product' }).click()
      const dialog = page.getByRole('dialog', { name: 'Sign in again to continue' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(owner.email)
      await dialog.getByLabel(/^Password/).fill(owner.password)
      await dialog.getByRole('button', { name: 'Sign in' }).click()

      await expect(dialog).toBeHidden()
      await expect(page.getByText('Product created')).toBeVisible()
      const products = await sandbox.collection<{ productName: string }>('products')
      expect(products.filter((product) => product.productName === 'Kept through a sign-in')).toHaveLength(1)
      // Carried out once: with the new session, after the refusal of the ended one.
      const creates = (await sandbox.calls<{ path: string; code: number }[]>()).filter((call) =>
        call.path.endsWith('/merchant/product/new'),
      )
      expect(creates.filter((call) => call.code === 0)).toHaveLength(1)
    },
  )
})

test.describe('what a role shows', () => {
  test('a support member sees only the areas and actions of the role', { tag: '@real' }, async ({ page, dialect }) => {
    const demo = await SandboxControl.workspace('demo', dialect)
    await signInAsMember(page, demo, demoSupport)
    // The home page counts what the role reads: invoices, subscriptions and customers.
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    const areas = page.getByRole('navigation', { name: 'Areas' })
    await expect(areas.getByRole('link')).toHaveText([
      'Today',
      'Customers',
      'Subscriptions',
      'Invoices',
      'Payments',
      'My profile',
    ])

    // A page outside the role says so instead of showing it.
    await page.goto('/products')
    await expect(page.getByRole('heading', { name: 'Not part of your role', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Products' })).toHaveCount(0)

    // Nor does the command palette offer its actions.
    await areas.getByRole('link', { name: 'Customers' }).click()
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.getByRole('textbox', { name: 'Search commands' }).fill('create product')
    await expect(palette.getByText('Create product')).toHaveCount(0)
    await palette.getByRole('textbox', { name: 'Search commands' }).fill('renew')
    await expect(palette.getByText('Renew a subscription')).toBeVisible()
  })

  test('the owner sees every area', { tag: '@real' }, async ({ page, dialect }) => {
    const demo = await SandboxControl.workspace('demo', dialect)
    await signInAsMember(page, demo, demoOwner)
    const areas = page.getByRole('navigation', { name: 'Areas' })
    await expect(areas.getByRole('link', { name: 'Products' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Webhooks' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'My profile' })).toBeVisible()
  })
})

test.describe('who did what', () => {
  test('the activity names the member, and shows the API key masked', { tag: '@real' }, async ({ page, sandbox }) => {
    // A write made with the API key, as a script makes it.
    const byKey = await fetch(`${serviceUrl}/merchant/product/new`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ productName: 'Made by a script' }),
    })
    expect(((await byKey.json()) as { code: number }).code).toBe(0)

    await signInAsMember(page, sandbox, owner, '/sign-in?redirect=%2Fproducts%2Fnew')
    await page.getByLabel('Name').fill('Made by the owner')
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('Product created')).toBeVisible()

    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Activity' }).click()
    const table = page.getByRole('table', { name: 'Activity' })
    await expect(table.getByRole('row').filter({ hasText: owner.email })).toHaveCount(1)
    const keyRow = table.getByRole('row').filter({ hasText: 'OpenApi(' })
    await expect(keyRow).toHaveCount(1)
    await expect(keyRow).toContainText(`…${sandbox.apiKey.slice(-4)})`)
    await expect(page.getByRole('main')).not.toContainText(sandbox.apiKey)
  })

  test(
    'the activity is filtered by record, customer and member, and the filters stay in the address',
    { tag: '@real' },
    async ({ page, sandbox }) => {
      const now = Math.floor(Date.now() / 1000)
      const period = { currentPeriodStart: now - 10 * 86_400, currentPeriodEnd: now + 20 * 86_400 }
      await sandbox.seed({
        gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
        plans: [{ id: 1, planName: 'Basic', status: 2 }],
        users: [
          { id: 1, email: 'ada@lovelace.example' },
          { id: 2, email: 'bob@builder.example' },
        ],
        subscriptions: [
          { subscriptionId: 'sub_ada', userId: 1, planId: 1, status: 2, gatewayId: 1, currency: 'EUR', ...period },
          { subscriptionId: 'sub_bob', userId: 2, planId: 1, status: 2, gatewayId: 1, currency: 'EUR', ...period },
        ],
        invoices: [{ invoiceId: 'in_ada', userId: 1, subscriptionId: 'sub_ada', currency: 'EUR', totalAmount: 1000, status: 3 }],
        discountCodes: [
          { id: 7, code: 'SPRING', name: 'Spring', status: 2, billingType: 1, discountType: 1, discountPercentage: 1000 },
        ],
      })
      // Writes made with the API key, as a script makes them.
      await sandbox.request('POST', '/merchant/invoice/send_email', { invoiceId: 'in_ada' })
      await sandbox.request('POST', '/merchant/plan/publish', { planId: 1 })
      await sandbox.request('POST', '/merchant/discount/quantity_increment', { id: 7, amount: 2 })
      await sandbox.request('POST', '/merchant/subscription/cancel', { subscriptionId: 'sub_bob' })

      // And one made by the owner in the dashboard (the service logs the sign-in too): Ada's subscription cancelled at the end of its period.
      await signInAsMember(page, sandbox, owner, '/sign-in?redirect=%2Fsubscriptions%2Fsub_ada')
      await page.getByRole('button', { name: 'Cancel at period end', exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'will be cancelled at the end of its period' })).toBeVisible()

      await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Activity' }).click()
      const rows = page.getByRole('table', { name: 'Activity' }).getByRole('row')
      await expect(rows).toHaveCount(7)
      await showFilters(page)
      const form = page.getByRole('form', { name: 'Filter the activity' })
      const only = async (label: string, typed: string, shown: RegExp, address: RegExp) => {
        const field = form.getByRole('textbox', { name: label })
        await field.fill(typed)
        await field.press('Enter')
        await expect(page).toHaveURL(address)
        await expect(rows).toHaveCount(2)
        await expect(rows.nth(1)).toContainText(shown)
        await field.fill('')
      }
      await only('Invoice ID', 'in_ada', /Invoice in_ada/, /invoiceId=in_ada/)
      await only('Plan ID', '1', /Plan 1/, /planId=1/)
      await only('Discount code', 'SPRING', /Discount code SPRING/, /discountCode=SPRING/)
      await only('Subscription ID', 'sub_bob', /Subscription sub_bob/, /subscriptionId=sub_bob/)
      await only('Member e-mail', 'owner@', new RegExp(owner.email), /memberEmail=owner%40/)

      // Ada's actions: her invoice's e-mail and her subscription's cancel at period end, not Bob's cancel.
      await form.getByRole('textbox', { name: 'Customer e-mail' }).fill('lovelace')
      await form.getByRole('button', { name: 'Apply filters' }).click()
      await expect(rows).toHaveCount(3)
      await expect(rows.nth(1)).toContainText('Subscription sub_ada')
      await expect(rows.nth(2)).toContainText('Invoice in_ada')

      // The view is in the address: a reload shows the same rows, and Clear brings back every action.
      await page.reload()
      await expect(rows).toHaveCount(3)
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
      await page.getByRole('button', { name: 'Clear' }).click()
      await expect(rows).toHaveCount(7)
      await expect(page).not.toHaveURL(/email=/)
    },
  )
})
