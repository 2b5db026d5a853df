import type { Locator, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, signInAsMember, test, watchRequests } from './fixtures'

/**
 * Every form is usable with the keyboard alone: each field is reached with Tab, chosen with the arrow
 * keys, Space or Enter, and sent with Enter. On a failed submit, focus moves to the first invalid field,
 * which is marked invalid and described by its message; nothing is sent. Dialogs take focus when they
 * open, close with Escape, and give focus back to what opened them.
 *
 * No mouse action here: only key presses, typing and assertions.
 */

/** What has the focus, in words, for failure messages. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'the page itself (nothing focused)'
    const labelled =
      element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? ''
    return `<${element.tagName.toLowerCase()}> "${labelled.trim().slice(0, 60)}"`
  })
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `maxPresses`.
 * Finding an element by role walks the whole page, so the target is found once, and again only when the
 * page has replaced it; each press then costs one cheap look at the focus.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target, 'the element to reach with the keyboard is on the page').toBeAttached()
  let element = await target.elementHandle()
  let presses = 0
  for (;;) {
    // null: the page has drawn the target anew since it was found.
    const focused = await element.evaluate((node) => (node.isConnected ? node === document.activeElement : null))
    if (focused === null) {
      await element.dispose()
      element = await target.elementHandle()
      continue
    }
    if (focused) break
    if (presses === maxPresses) {
      throw new Error(
        `${target} was not reached with ${maxPresses} presses of ${key}; the focus is on ${await focusedElement(page)}`,
      )
    }
    await page.keyboard.press(key)
    presses++
  }
  await element.dispose()
}

const shiftTabTo = (page: Page, target: Locator, maxPresses = 60) => tabTo(page, target, maxPresses, 'Shift+Tab')

/** Replaces the text of the focused field by typing. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  if (text) await page.keyboard.type(text)
}

const matches = (message: string | RegExp) => (text: string) =>
  typeof message === 'string' ? text === message : message.test(text)

/**
 * The field is marked invalid, and one of the elements its aria-describedby names holds `message`, so
 * that a screen reader says the message with the field.
 */
async function expectErrorTiedTo(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = () =>
    field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no element with id ${id})`),
    )
  await expect
    .poll(
      async () => {
        const texts = await describedBy()
        return texts.find(matches(message)) ?? texts
      },
      { message: `an element named by the field's aria-describedby holds ${String(message)}` },
    )
    .toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
  await expect(field).toHaveAccessibleDescription(typeof message === 'string' ? new RegExp(escapeRegExp(message)) : message)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Submits with `key` (Enter in a field or on the submit button, Space on the button) and checks the
 * refusal: the focus is on the first invalid field, its message is tied to it, and nothing was sent.
 */
async function submitRefused(
  page: Page,
  sent: string[],
  field: Locator,
  message: string | RegExp,
  key: 'Enter' | 'Space' = 'Enter',
) {
  // Moving the focus over a link loads that page's data ahead, and on a busy machine its list calls (`…/list`,
  // `…_list`, the home page's `…/count`) may leave after the submitting key; so may a list the page reads for itself
  // (a picker's options, a refetch). No form sends one of those.
  sent.length = 0
  await page.keyboard.press(key)
  await expect(field, 'the focus moves to the first invalid field').toBeFocused()
  await expectErrorTiedTo(field, message)
  const fromTheForm = sent.filter((url) => !/(list|count)$/.test(new URL(url).pathname))
  expect(fromTheForm, 'requests sent by a refused form').toEqual([])
}

/** Escape closes the dialog, and the focus goes back to what opened it. */
async function expectEscapeCloses(page: Page, dialog: Locator, trigger: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger, 'the focus returns to what opened the dialog').toBeFocused()
}

/**
 * Enter on the focused `trigger` opens `dialog` with the focus on `focused` (or somewhere inside it);
 * Escape closes it and gives the focus back to `trigger`; Enter opens it again.
 */
async function openDialog(page: Page, trigger: Locator, dialog: Locator, focused?: Locator) {
  const expectFocus = () => (focused ? expect(focused, 'the dialog takes the focus').toBeFocused() : expectFocusWithin(dialog))
  await page.keyboard.press('Enter')
  await expectFocus()
  await expectEscapeCloses(page, dialog, trigger)
  await page.keyboard.press('Enter')
  await expectFocus()
}

/** Tab goes round the dialog's controls without leaving it: a modal dialog keeps the focus. */
async function expectFocusStaysInside(page: Page, dialog: Locator, presses = 12) {
  const element = await dialog.elementHandle()
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    expect(
      await element.evaluate((node) => node.isConnected && node.contains(document.activeElement)),
      `the focus is still inside the dialog after ${press + 1} Tab presses`,
    ).toBe(true)
  }
  await element.dispose()
}

/** The focus is on an element inside `container` (a dialog, a form). */
async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: `the focus is inside ${container}`,
    })
    .toBe(true)
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

/** Opens a record from a list's one search, by keyboard: the filters unfolded first when the search is among them. */
async function searchOpen(page: Page, label: string, id: string, heading: string, folded = false) {
  if (folded) {
    const toggle = page.getByRole('button', { name: /^Filters/ })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
  const search = page.getByRole('searchbox', { name: label })
  await tabTo(page, search)
  await page.keyboard.type(id)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test.describe('keyboard only', () => {
  // Each step is a key press and a look at where the focus is, a round trip each: on a busy machine a walk of a
  // few hundred presses takes twice as long as on a quiet one, so these walks get twice the usual time.
  test.describe.configure({ timeout: 60_000 })

  test('sign-in: reached with Tab, an empty key refused at the field, then signed in with Enter', async ({ page, sandbox }) => {
    await page.goto('/sign-in?method=key')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    const api = watchRequests(page)
    const environment = page.getByRole('radio', { name: /E2E sandbox/ })
    await tabTo(page, environment)
    await expect(environment).toBeChecked()
    const key = page.getByLabel('API key')
    await tabTo(page, key)
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await tabTo(page, signIn)
    await submitRefused(page, api, key, 'Enter your API key')

    await page.keyboard.type('sk_test_not_a_real_key')
    await tabTo(page, signIn)
    await page.keyboard.press('Enter')
    // A key the service refuses is said at the field too, and the focus goes back there.
    await expect(key).toBeFocused()
    await expectErrorTiedTo(key, /refused this API key/)

    await retype(page, sandbox.apiKey)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
  })

  test('password forgotten: refused at the first invalid field, then the password is changed', async ({ page, sandbox }) => {
    const email = 'ops@example.test'
    await sandbox.seed({ members: [{ email, password: 'Old-Pass-123', firstName: 'Ops' }] })
    await page.goto('/password-forgotten')
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    const api = watchRequests(page)
    const apiKey = page.getByLabel('API key')
    await tabTo(page, apiKey)
    const submit = page.getByRole('button', { name: 'Set the new password' })
    await tabTo(page, submit)
    await submitRefused(page, api, apiKey, 'Enter your API key')
    await expectErrorTiedTo(textbox(page, 'E-mail'), 'E-mail is required')

    await page.keyboard.type(sandbox.apiKey)
    await tabTo(page, textbox(page, 'E-mail'))
    await page.keyboard.type(email)
    // The way of proving it: the arrow keys move between the choices and back.
    const byMail = page.getByRole('radio', { name: 'With the code sent to my e-mail' })
    const byApp = page.getByRole('radio', { name: 'With a code from my authenticator app' })
    await tabTo(page, byMail)
    await page.keyboard.press('ArrowDown')
    await expect(byApp).toBeChecked()
    await expect(textbox(page, 'Authenticator code')).toBeVisible()
    await page.keyboard.press('ArrowUp')
    await expect(byMail).toBeChecked()
    const [mail] = await sandbox.mailbox(email)
    await tabTo(page, textbox(page, 'Code from the e-mail'))
    await page.keyboard.type(mail.code)
    await tabTo(page, textbox(page, 'New password'))
    await page.keyboard.type('New-Pass-456')
    await tabTo(page, textbox(page, 'New password again'))
    await page.keyboard.type('New-Pass-465')
    const show = page.getByRole('checkbox', { name: 'Show the new passwords' })
    await tabTo(page, show)
    await page.keyboard.press('Space')
    await expect(show).toBeChecked()
    await expect(textbox(page, 'New password again')).toBeVisible()
    await tabTo(page, submit)
    // The first field that is wrong now is the second password.
    await submitRefused(page, api, textbox(page, 'New password again'), 'The two passwords are not the same')

    await retype(page, 'New-Pass-456')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your password was changed. Sign in to continue.')).toBeVisible()
    const members = await sandbox.collection<{ email: string; password: string }>('members', { secrets: true })
    expect(members.find((member) => member.email === email)?.password).toBe('New-Pass-456')
  })

  test('products: the new-product form, with its switch, radios, checkboxes and nexus addresses', async ({
    app: page,
    sandbox,
  }) => {
    await page.goto('/products/new')
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
    const api = watchRequests(page)
    const name = textbox(page, 'Name')
    await tabTo(page, name)
    const create = page.getByRole('button', { name: 'Create product' })
    await tabTo(page, create)
    await submitRefused(page, api, name, 'Enter a product name')

    await page.keyboard.type('Keyboard plan')
    await tabTo(page, textbox(page, 'Description'))
    await page.keyboard.type('Made without a mouse')
    await tabTo(page, textbox(page, 'Home page URL'))
    await page.keyboard.type('ftp://example.com')
    // The name is fine now: the first invalid field is the home page URL.
    await submitRefused(page, api, textbox(page, 'Home page URL'), 'Home page URL must be an http(s) URL')
    await retype(page, 'https://example.com/keyboard')

    await tabTo(page, page.getByRole('radio', { name: 'Active', exact: true }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked()
    await tabTo(page, textbox(page, 'Metadata'))
    await page.keyboard.type('{"seats": 5}')
    const usVat = page.getByRole('switch', { name: 'Configure US VAT' })
    await tabTo(page, usVat)
    await page.keyboard.press('Space')
    await expect(usVat).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'US VAT active' })).toBeChecked()
    const usOnly = page.getByRole('checkbox', { name: 'Sell in the US only' })
    await tabTo(page, usOnly)
    await page.keyboard.press('Space')
    await expect(usOnly).toBeChecked()
    await tabTo(page, textbox(page, 'Tax code'))
    await page.keyboard.type('P0000000')
    const from = page.getByRole('group', { name: 'Ship-from address' })
    await tabTo(page, textbox(from, 'City'))
    await page.keyboard.type('Austin')
    await tabTo(page, textbox(from, 'Country code'))
    await page.keyboard.type('US')
    await tabTo(page, page.getByRole('button', { name: 'Add nexus address' }))
    await page.keyboard.press('Enter')
    // The new address takes the focus.
    const nexus = page.getByRole('group', { name: 'Nexus address 1' })
    await expect(textbox(nexus, 'Street address')).toBeFocused()
    await tabTo(page, textbox(nexus, 'State'))
    await page.keyboard.type('CO')
    await tabTo(page, create)
    await page.keyboard.press('Enter')

    await expect(page.getByText('Product created')).toBeVisible()
    await expect(page).toHaveURL(/\/products\?created=\d+/)
    const [created] = await sandbox.collection<{
      productName: string
      status: number
      homeUrl: string
      usVATConfig: { sellOnUSOnly: boolean; nexusAddresses: { state: string }[] }
    }>('products')
    expect(created).toMatchObject({ productName: 'Keyboard plan', status: 2, homeUrl: 'https://example.com/keyboard' })
    expect(created.usVATConfig.sellOnUSOnly).toBe(true)
    expect(created.usVATConfig.nexusAddresses[0]?.state).toBe('CO')
  })

  test('customers: the lookup, and the user page dialogs for the default gateway, promo credit and deletion', async ({
    app: page,
    sandbox,
  }) => {
    // The longest walk of the suite: three dialogs, each by keyboard alone.
    test.slow()
    await sandbox.seed({
      gateways: [
        {
          gatewayId: 1,
          gatewayName: 'stripe',
          displayName: 'Card payments',
          gatewayPaymentTypes: [{ name: 'Card', paymentType: 'card' }],
        },
        {
          gatewayId: 2,
          gatewayName: 'cryptopay',
          displayName: 'Crypto wallet',
          gatewayPaymentTypes: [{ name: 'USD Coin', paymentType: 'crypto_usdc' }],
        },
      ],
      users: [
        {
          id: 3,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@analytical.example',
          gatewayId: 1,
          promoCreditAccounts: [{ currency: 'EUR', amount: 5_000, totalIncrementAmount: 6_000, totalDecrementAmount: 1_000 }],
        },
        { id: 4, firstName: 'Bob', lastName: 'Builder', email: 'bob@example.test' },
      ],
      subscriptions: [{ subscriptionId: 'sub_bob', userId: 4, status: 2 }],
    })
    await page.goto('/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
    const api = watchRequests(page)
    await searchOpen(page, 'Search', '3', 'Ada Lovelace')

    // Change the default gateway.
    const change = page.getByRole('button', { name: 'Change default gateway' })
    const gatewayDialog = page.getByRole('dialog', { name: 'Change default gateway' })
    const gatewayId = textbox(gatewayDialog, 'Gateway ID')
    await tabTo(page, change)
    await openDialog(page, change, gatewayDialog, gatewayId)
    await expectFocusStaysInside(page, gatewayDialog)
    await tabTo(page, gatewayDialog.getByRole('button', { name: 'Change gateway' }))
    await submitRefused(page, api, gatewayId, 'Enter a gateway ID')
    await page.keyboard.type('2')
    await tabTo(page, textbox(gatewayDialog, 'Payment type'))
    await page.keyboard.type('crypto_usdc')
    await page.keyboard.press('Enter')
    await expect(gatewayDialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Default gateway changed to gateway 2.' })).toBeVisible()
    await expect(change, 'the focus returns to the button that opened the dialog').toBeFocused()
    const allDetails = page.getByRole('button', { name: 'All details' })
    await tabTo(page, allDetails)
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('region', { name: 'Default gateway' }).getByRole('heading', { level: 3, name: 'Crypto wallet' }),
    ).toBeVisible()

    // Decrease the promo credit: the form, then its confirmation.
    const promoMenu = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Promo credit' })
    const promo = page.getByRole('dialog', { name: 'Decrease EUR promo credit' })
    const amount = textbox(promo, 'Amount to take off')
    await tabTo(page, promoMenu)
    await page.keyboard.press('Enter')
    const decrease = page.getByRole('menuitem', { name: 'Decrease EUR promo credit' })
    await expect(decrease).toBeVisible()
    // The open menu takes the focus, a moment after it is drawn: an arrow pressed before that goes to the button.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect(decrease).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(amount).toBeFocused()
    const review = promo.getByRole('button', { name: 'Review decrease' })
    await tabTo(page, review)
    await submitRefused(page, api, amount, 'Enter the number of credits to take off')
    await page.keyboard.type('5000')
    await submitRefused(
      page,
      api,
      amount,
      'The balance must stay above 0: taking 5,000 credits off 5,000 credits would leave 0 credits',
    )
    await retype(page, '1250')
    await tabTo(page, textbox(promo, 'Name'))
    await page.keyboard.type('Goodwill correction')
    await tabTo(page, review)
    await page.keyboard.press('Enter')
    await expect(promo).toContainText('Take 1,250 credits off the EUR promo credit of Ada Lovelace (user ID 3).')
    const confirm = promo.getByRole('button', { name: 'Confirm decrease' })
    await expect(confirm, 'the confirmation takes the focus').toBeFocused()
    // Back returns to the form with the amount kept, and the focus on it.
    await tabTo(page, promo.getByRole('button', { name: 'Back' }), 5, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(amount).toHaveValue('1250')
    await expect(amount).toBeFocused()
    await tabTo(page, review)
    await page.keyboard.press('Enter')
    await expect(confirm).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(promo).toBeHidden()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Took 1,250 credits off the EUR promo credit. The balance is now 3,750 credits.' }),
    ).toBeVisible()
    await expect(promoMenu, 'the focus returns to the menu that opened the dialog').toBeFocused()
    const ada = (
      await sandbox.collection<{ id: number; gatewayId: number; promoCreditAccounts: { currency: string; amount: number }[] }>(
        'users',
      )
    ).find((user) => user.id === 3)!
    expect(ada.gatewayId).toBe(2)
    expect(ada.promoCreditAccounts.find((account) => account.currency === 'EUR')?.amount).toBe(3_750)

    // Delete a user, cancelling the subscriptions first.
    await page.goto('/users/4')
    await expect(page.getByRole('heading', { level: 1, name: 'Bob Builder' })).toBeVisible()
    const remove = page.getByRole('main').getByRole('button', { name: 'Delete user' })
    const deleteDialog = page.getByRole('dialog', { name: 'Delete Bob Builder?' })
    await tabTo(page, remove)
    await openDialog(page, remove, deleteDialog)
    const force = deleteDialog.getByRole('checkbox', { name: "Also cancel the user's active subscriptions" })
    await tabTo(page, force)
    await page.keyboard.press('Space')
    await expect(force).toBeChecked()
    await tabTo(page, deleteDialog.getByRole('button', { name: 'Cancel subscriptions and delete user' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'User deleted' })).toBeVisible()
    expect((await sandbox.collection<{ id: number }>('users')).map((user) => user.id)).toEqual([3])
    expect((await sandbox.collection<{ status: number }>('subscriptions'))[0]?.status).toBe(4)
    // The dialog closed with Escape deleted nothing: the one delete is the confirmed one.
    expect((await sandbox.calls()).filter((call) => call.path === '/merchant/user/delete')).toHaveLength(1)
  })

  test('customer portal link: each missing part is refused at its field, then the link is created', async ({
    app: page,
    sandbox,
  }) => {
    await sandbox.seed({
      users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', externalUserId: 'crm-3' }],
    })
    await page.goto('/customer-portal')
    await expect(page.getByRole('heading', { level: 1, name: 'Customer portal link' })).toBeVisible()
    const api = watchRequests(page)
    const userId = textbox(page, 'User ID')
    await tabTo(page, userId)
    const create = page.getByRole('button', { name: 'Create portal link' })
    await tabTo(page, create)
    await submitRefused(page, api, userId, 'Give a user id, or an external user id together with an e-mail', 'Space')

    await tabTo(page, textbox(page, 'External user ID'))
    await page.keyboard.type('crm-3')
    await submitRefused(page, api, textbox(page, 'E-mail'), 'E-mail is required together with the external user id')
    await page.keyboard.type('ada@analytical.example')
    await tabTo(page, textbox(page, 'Return URL'))
    await page.keyboard.type('javascript:alert(1)')
    await submitRefused(page, api, textbox(page, 'Return URL'), 'Return URL must be an http(s) URL')
    await retype(page, 'https://shop.example/account')
    await tabTo(page, textbox(page, 'VAT country code'))
    await page.keyboard.type('de')
    await page.keyboard.press('Enter')

    const result = page.getByRole('status').filter({ hasText: 'Customer-portal link created' })
    await expect(result).toContainText('Portal address for external user crm-3 (ada@analytical.example):')
    await expect(result.getByRole('link', { name: 'Open portal' })).toHaveAttribute('href', /\/hosted\/portal\//)
  })

  test('renew a subscription: radios, switch and the discount choice from the keyboard', async ({ app: page, sandbox }) => {
    const now = Math.floor(Date.now() / 1000)
    await sandbox.seed({
      gateways: [{ gatewayId: 3, gatewayName: 'wire_transfer', gatewayType: 3 }],
      users: [{ id: 2, email: 'grace@example.test', gatewayId: 3 }],
      subscriptions: [
        {
          subscriptionId: 'sub_wire',
          userId: 2,
          productId: 10,
          amount: 4999,
          currency: 'EUR',
          taxPercentage: 1900,
          gatewayId: 3,
          status: 2,
          createTime: now - 40 * 86_400,
        },
      ],
      discountCodes: [
        {
          id: 1,
          code: 'SPRING25',
          name: 'Spring 25 %',
          status: 2,
          discountType: 1,
          discountPercentage: 2500,
          quantity: 10,
          usedQuantity: 3,
        },
      ],
    })
    await page.goto('/subscriptions/renew')
    await expect(page.getByRole('heading', { level: 1, name: 'Renew a subscription' })).toBeVisible()
    const api = watchRequests(page)
    const subscriptionId = textbox(page, 'Subscription ID')
    await tabTo(page, subscriptionId)
    const tax = textbox(page, 'Tax percentage (basis points)')
    await tabTo(page, tax)
    await page.keyboard.type('-5')
    const renew = page.getByRole('button', { name: 'Renew subscription' })
    await tabTo(page, renew)
    // Two fields are wrong; the focus goes to the first of them.
    await submitRefused(page, api, subscriptionId, 'Give a subscription id, or a user id to find the subscription', 'Space')
    await expectErrorTiedTo(tax, /cannot be negative/)
    await page.keyboard.type('sub_wire')
    await submitRefused(page, api, tax, /cannot be negative/)
    await retype(page, '1000')

    await shiftTabTo(page, page.getByRole('switch', { name: 'Manual payment' }))
    await page.keyboard.press('Space')
    await expect(page.getByText('Creates one open invoice, without a payment.')).toBeVisible()
    await tabTo(page, page.getByRole('radio', { name: 'Hosted (default)' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Embedded' })).toBeChecked()
    await tabTo(page, page.getByRole('radio', { name: 'None' }))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: 'A discount code' })).toBeChecked()
    await tabTo(page, textbox(page, 'Discount code'))
    await page.keyboard.type('spring25')
    await page.keyboard.press('Enter')

    const result = page.getByRole('status').filter({ hasText: 'Subscription renewed' })
    await expect(result.getByRole('heading', { name: 'Subscription renewed' }), 'the result takes the focus').toBeFocused()
    await expect(result).toContainText('No, not paid yet')
    const [invoice] = await sandbox.collection<{
      subscriptionId: string
      status: number
      discountAmount: number
      payments: unknown[]
    }>('invoices')
    expect(invoice).toMatchObject({ subscriptionId: 'sub_wire', status: 1, payments: [] })
    expect(invoice.discountAmount).toBeGreaterThan(0)
  })

  test('invoices: the lookup, and the PDF settings with a checkbox and the e-mail switch', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      users: [{ id: 9, email: 'margaret@example.test', firstName: 'Margaret', lastName: 'Hamilton' }],
      invoices: [{ invoiceId: 'in_kb', userId: 9, currency: 'EUR', totalAmount: 5000, status: 1 }],
    })
    await page.goto('/invoices')
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    const api = watchRequests(page)
    await searchOpen(page, 'E-mail contains', 'in_kb', 'Invoice in_kb', true)

    const form = page.getByRole('form', { name: 'PDF settings' })
    await tabTo(page, textbox(form, 'Company name'))
    await page.keyboard.type('Northwind Software Ltd')
    await tabTo(page, textbox(form, 'Local currency'))
    await page.keyboard.type('jpy')
    const exchangeRate = textbox(form, 'Exchange rate')
    await submitRefused(page, api, exchangeRate, 'Exchange rate is required when a local currency is set')
    await page.keyboard.type('157.3')
    const details = form.getByRole('checkbox', { name: 'Show detail items' })
    await tabTo(page, details)
    await page.keyboard.press('Space')
    await expect(details).toBeChecked()
    const email = form.getByRole('switch', { name: 'Also e-mail the invoice to the user' })
    await tabTo(page, email)
    await page.keyboard.press('Space')
    await expect(email).toBeChecked()
    await tabTo(page, form.getByRole('button', { name: 'Save and e-mail the invoice to the user' }))
    await page.keyboard.press('Enter')

    await expect(page.getByText('PDF settings saved')).toBeVisible()
    await expect(page.getByText('the invoice was e-mailed to the user')).toBeVisible()
    const stored = (await sandbox.collection<{ invoiceId: string; pdfSettings: Record<string, unknown> }>('invoices')).find(
      (invoice) => invoice.invoiceId === 'in_kb',
    )!
    expect(stored.pdfSettings).toMatchObject({
      issueCompanyName: 'Northwind Software Ltd',
      localizedCurrency: 'JPY',
      localizedExchangeRate: 157.3,
      showDetailItem: true,
      sendUserEmail: true,
    })
  })

  test('discounts: the three lookups, the template link of a child code, and the quantity decrease with its confirmation', async ({
    app: page,
    sandbox,
  }) => {
    await sandbox.seed({
      discountCodes: [
        {
          id: 31,
          code: 'SPRING25',
          name: 'Spring sale',
          quantity: 20,
          usedQuantity: 5,
          discountType: 1,
          discountPercentage: 2500,
        },
      ],
      batchTemplates: [
        {
          id: 5,
          code: 'SUMMER',
          name: 'Summer vouchers',
          codePrefix: 'SUMMER-',
          type: 2,
          discountType: 2,
          discountAmount: 1000,
          currency: 'EUR',
        },
      ],
      batchChildren: [
        { id: 12, code: 'SUMMER-BBB', name: 'Summer voucher 2', codePrefix: 'SUMMER-', type: 3, parentTemplateCode: 'SUMMER' },
      ],
    })
    await page.goto('/discounts')
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
    const api = watchRequests(page)
    await searchOpen(page, 'Code or name contains', '31', 'Discount code 31', true)
    await page.goto('/discounts/children/12')
    await expect(page.getByRole('heading', { level: 1, name: 'SUMMER-BBB' })).toBeVisible()

    const parentTemplate = page
      .getByRole('region', { name: 'Parent template' })
      .getByRole('link', { name: 'Open template SUMMER (ID 5)' })
    await tabTo(page, parentTemplate)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Summer vouchers' })).toBeVisible()

    await page.goto('/discounts/codes/31')
    await expect(page.getByRole('heading', { level: 1, name: 'Discount code 31' })).toBeVisible()
    const quantity = textbox(page, 'Quantity to subtract')
    await tabTo(page, quantity)
    await tabTo(page, page.getByRole('button', { name: 'Decrease quantity' }))
    await submitRefused(page, api, quantity, 'Enter the quantity to subtract')
    await page.keyboard.type('3')
    const confirm = page.getByRole('dialog', { name: 'Decrease the quantity?' })
    const decreaseBy = confirm.getByRole('button', { name: 'Decrease by 3' })
    // Cancel takes the focus, so that Enter never confirms by accident.
    await openDialog(page, quantity, confirm, confirm.getByRole('button', { name: 'Cancel' }))
    await expectFocusStaysInside(page, confirm)
    await tabTo(page, decreaseBy)
    await page.keyboard.press('Enter')
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Quantity decreased' })).toContainText('It is now 17.')
    const [stored] = await sandbox.collection<{ id: number; quantity: number }>('discountCodes')
    expect(stored).toMatchObject({ id: 31, quantity: 17 })
  })

  test('plans and metrics: activation by one of two ids, and deletion after a confirmation', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      plans: [{ id: 3, externalPlanId: 'plan_pro_monthly', planName: 'Pro monthly', status: 1 }],
      metrics: [
        {
          id: 71,
          code: 'active_users',
          metricName: 'Active users',
          unit: 'users',
          aggregationType: 2,
          aggregationProperty: 'user_id',
          type: 1,
        },
      ],
    })
    await page.goto('/plans/activate')
    await expect(page.getByRole('heading', { level: 1, name: 'Activate a plan' })).toBeVisible()
    const api = watchRequests(page)
    const planId = textbox(page, 'Plan ID')
    await tabTo(page, planId)
    await submitRefused(page, api, planId, 'Give a plan id or an external plan id')
    await page.keyboard.type('3')
    await tabTo(page, textbox(page, 'External plan ID'))
    await page.keyboard.type('plan_pro_monthly')
    await submitRefused(page, api, planId, 'Give either a plan id or an external plan id, not both')
    await retype(page, '')
    await tabTo(page, page.getByRole('button', { name: 'Activate plan' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Plan activated' })).toContainText(
      'The plan with external plan ID “plan_pro_monthly” is now active',
    )
    expect((await sandbox.collection<{ id: number; status: number }>('plans'))[0]).toMatchObject({ id: 3, status: 2 })

    await page.goto('/metrics/delete')
    await expect(page.getByRole('heading', { level: 1, name: 'Delete a metric' })).toBeVisible()
    const metricId = textbox(page, 'Metric ID')
    await tabTo(page, metricId)
    await tabTo(page, page.getByRole('button', { name: 'Delete metric', exact: true }))
    await submitRefused(page, api, metricId, 'Enter the metric ID', 'Space')
    await page.keyboard.type('71')
    const confirm = page.getByRole('dialog', { name: 'Delete metric 71?' })
    // The safe choice has the focus.
    await openDialog(page, metricId, confirm, confirm.getByRole('button', { name: 'Cancel' }))
    await tabTo(page, confirm.getByRole('button', { name: 'Delete metric 71' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Metric deleted' })).toContainText(
      'Metric 71 (Active users) was deleted',
    )
    expect(await sandbox.collection('metrics')).toEqual([])
  })

  test('VAT: the number check, refused and then answered', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      vatNumbers: [
        {
          vatNumber: 'DE281734053',
          companyName: 'Brandt & Vogel Software GmbH',
          valid: true,
          validateMessage: 'Valid: registered to the company shown',
        },
      ],
    })
    await page.goto('/vat/validate')
    await expect(page.getByRole('heading', { name: 'Check a VAT number' })).toBeVisible()
    const api = watchRequests(page)
    const vatNumber = textbox(page, 'VAT number')
    await tabTo(page, vatNumber)
    await tabTo(page, page.getByRole('button', { name: 'Check' }))
    await submitRefused(page, api, vatNumber, 'VAT number is required')
    await page.keyboard.type('123456789')
    await submitRefused(page, api, vatNumber, 'VAT number must start with a two-letter country code, such as DE')
    await retype(page, 'de 281.734.053')
    await page.keyboard.press('Enter')
    const result = page.getByRole('status', { name: 'VAT number check result' })
    await expect(result.getByText('Valid', { exact: true })).toBeVisible()
    await expect(result.getByText('Brandt & Vogel Software GmbH')).toBeVisible()
  })

  test('VAT: the upload filters with the segmented control and the page size', async ({ app: page, sandbox }) => {
    const base = 1767225600
    await sandbox.seed({
      usVatUploadHistory: Array.from({ length: 25 }, (_, index) => {
        const id = index + 1
        return {
          id,
          createTime: base + id * 3600,
          invoiceId: `in_${(id % 4) + 1}`,
          userId: 7,
          gatewayName: id % 2 ? 'avalara' : 'taxjar',
          uploadType: id % 5 === 0 ? 'RefundUpload' : 'PaymentUpload',
        }
      }),
    })
    await page.goto('/vat/us-uploads')
    await expect(page.getByText('25 uploads')).toBeVisible()
    const fold = page.getByRole('button', { name: 'Filters', exact: true })
    await tabTo(page, fold)
    await page.keyboard.press('Enter')
    await expect(fold).toHaveAttribute('aria-expanded', 'true')
    const filters = page.getByRole('form', { name: 'Filter uploads' })
    await tabTo(page, textbox(filters, 'Invoice ID'))
    await page.keyboard.type('in_2')
    await tabTo(page, textbox(filters, 'Tax service gateway'))
    await page.keyboard.type('avalara')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/invoiceId=in_2/)
    await expect(page).toHaveURL(/gatewayName=avalara/)
    await expect(page.getByText('7 uploads match the filters')).toBeVisible()
    await expectFocusWithin(filters)

    const both = page.getByRole('radio', { name: 'Both' })
    await tabTo(page, both)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Payments' })).toBeChecked()
    await expect(page).toHaveURL(/uploadType=payment/)
    await expect(page.getByText('5 uploads match the filters')).toBeVisible()

    const rows = page.getByRole('combobox', { name: 'Rows per page' })
    await tabTo(page, rows)
    // The browser's own list: the arrow key picks the next size.
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(/count=50/)
    await expect(rows).toHaveValue('50')

    // Clearing the filters takes the Clear button away: the focus goes back to the first filter.
    await shiftTabTo(page, filters.getByRole('button', { name: 'Clear' }))
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/invoiceId=/)
    await expect(page.getByText('20 uploads match the filters')).toBeVisible()
    await expect(textbox(filters, 'Invoice ID')).toBeFocused()
    await expect(textbox(filters, 'Invoice ID')).toHaveValue('')
  })

  test('webhooks: the endpoint update with its events, and the resend of a delivery', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      webhookEndpoints: [{ id: 3, url: 'https://old.example.test/hook', events: ['invoice.paid', 'user.created'] }],
      webhookLogs: [{ id: 8, endpointId: 3, event: 'user.updated', requestBody: '{"id":"evt_1"}' }],
    })
    await page.goto('/webhooks/by-id')
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks by ID' })).toBeVisible()
    const api = watchRequests(page)
    const endpointId = textbox(page, 'Endpoint ID')
    await tabTo(page, endpointId)
    await tabTo(page, page.getByRole('button', { name: 'Update endpoint' }))
    await submitRefused(page, api, endpointId, 'Enter the endpoint id')
    await page.keyboard.type('3')
    await tabTo(page, textbox(page, 'Endpoint URL'))
    await page.keyboard.type('ftp://hooks.example.test')
    await submitRefused(page, api, textbox(page, 'Endpoint URL'), 'Endpoint URL must be an http(s) URL')
    await retype(page, 'https://hooks.example.test/billing')
    await tabTo(page, page.getByRole('combobox', { name: 'Subscribed events' }))
    await page.keyboard.type('payment.failure')
    await page.keyboard.press('Enter')
    await page.keyboard.type('invoice.created')
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: 'Update endpoint' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Endpoint 3 updated' })).toContainText('payment.failure')
    const [endpoint] = await sandbox.collection<{ url: string; events: string[] }>('webhookEndpoints')
    expect(endpoint).toMatchObject({ url: 'https://hooks.example.test/billing', events: ['payment.failure', 'invoice.created'] })

    const logId = textbox(page, 'Log ID')
    await tabTo(page, logId)
    await page.keyboard.type('0')
    await tabTo(page, page.getByRole('button', { name: 'Resend' }))
    await submitRefused(page, api, logId, 'Log id must be greater than 0', 'Space')
    await retype(page, '8')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Not sent' })).toContainText('The service did not send log 8 again')
    const logs = await sandbox.collection<{ resendOfLogId?: number }>('webhookLogs')
    expect(logs.some((log) => log.resendOfLogId === 8)).toBe(true)
  })

  test('profile: the two-factor reset dialog', async ({ page, sandbox }) => {
    const secret = 'KRSXG5CTMVRXEZLUKN2XAZLSMVZA'
    const owner = { id: 1, email: 'owner@northwind.example', password: 'owner-password', totpSecret: secret }
    await sandbox.seed({ members: [{ ...owner, firstName: 'Morgan', lastName: 'Reyes', isOwner: true }] })
    await signInAsMember(page, sandbox, owner, '/sign-in?redirect=%2Fprofile')
    await expect(page.getByText('Two-factor on')).toBeVisible()
    const api = watchRequests(page)
    const reset = page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByRole('button', { name: 'Reset two-factor' })
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor authentication?' })
    const code = textbox(dialog, 'Current two-factor code')
    await tabTo(page, reset)
    await openDialog(page, reset, dialog, code)
    await expectFocusStaysInside(page, dialog)
    await tabTo(page, code)
    await page.keyboard.type('12ab')
    await tabTo(page, dialog.getByRole('button', { name: 'Reset two-factor' }))
    await submitRefused(page, api, code, 'Two-factor code must be 6 digits')
    await retype(page, new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate())
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('status')).toContainText('Two-factor was reset')
    await expect(dialog.getByRole('button', { name: 'Done' }), 'the result takes the focus').toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Two-factor off')).toBeVisible()
    // The button that opened the dialog is gone with the reset; the focus goes to the new state.
    await expect(page.getByText('Two-factor authentication is not set up: signing in needs only the password.')).toBeFocused()
    expect((await sandbox.collection<{ totpType: number }>('members'))[0]?.totpType).toBe(0)
  })
})
