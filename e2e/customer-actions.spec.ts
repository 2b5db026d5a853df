import { expect, test, type SandboxControl } from './fixtures'

const USER_NEW = '/merchant/user/new'
const USER_UPDATE = '/merchant/user/update'
const INCREMENT = '/merchant/credit/promo_credit_increment'

type StoredUser = {
  id: number
  email: string
  status: number
  firstName?: string
  companyName?: string
  countryCode?: string
  vATNumber?: string
  phone?: string
  metadata?: Record<string, unknown>
  promoCreditAccounts?: { currency: string; amount: number }[]
}

const ada = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0101',
  countryCode: 'GB',
  metadata: { segment: 'enterprise' },
  promoCreditAccounts: [{ currency: 'EUR', amount: 5_000, exchangeRate: 2 }],
}

async function seed(sandbox: SandboxControl) {
  await sandbox.seed({
    users: [ada],
    subscriptions: [
      { subscriptionId: 'sub_ada_live', userId: 3, status: 2, amount: 1_000, currency: 'EUR', createTime: 1_767_225_600 },
    ],
    vatNumbers: [{ vatNumber: 'DE123456789', companyName: 'Analytical Engines GmbH' }],
  })
}

async function callsTo(sandbox: SandboxControl, path: string) {
  return (await sandbox.calls()).filter((call) => call.path === path)
}

async function storedUser(sandbox: SandboxControl, id: number) {
  return (await sandbox.collection<StoredUser>('users')).find((user) => user.id === id)
}

const actions = (page: import('@playwright/test').Page) => page.getByRole('group', { name: 'Actions' })

test.describe('customers: create, edit, suspend, resume, add promo credit', () => {
  test(
    'creates a customer from the list and opens their page; an e-mail in use is refused with its request id, the input kept',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await seed(sandbox)
      await page.goto('/users')
      await page.getByRole('button', { name: 'New customer' }).click()
      const dialog = page.getByRole('dialog', { name: 'New customer' })
      const email = dialog.getByLabel('E-mail')
      const create = dialog.getByRole('button', { name: 'Create customer' })
      // The form loads as the dialog opens, and takes the focus on its first field.
      await expect(email).toBeFocused()

      await create.click()
      await expect(dialog.getByText('E-mail is required')).toBeVisible()
      await email.fill('not-an-address')
      await create.click()
      await expect(dialog.getByText('E-mail must be a valid e-mail address')).toBeVisible()
      expect(await callsTo(sandbox, USER_NEW)).toHaveLength(0)

      await email.fill(ada.email)
      await dialog.getByLabel('First name').fill('Grace')
      await create.click()
      const alert = dialog.getByRole('alert').filter({ hasText: 'The customer was not created' })
      await expect(alert).toContainText(
        byDialect({ spec: `A customer with the e-mail ${ada.email} exists already`, real: 'same email exist' }),
      )
      await expect(alert).toContainText(requestId)
      await expect(email).toHaveValue(ada.email)
      await expect(dialog.getByLabel('First name')).toHaveValue('Grace')

      await email.fill('grace@navy.example')
      await dialog.getByLabel('Last name').fill('Hopper')
      await dialog.getByLabel('Language').selectOption('en')
      await create.click()
      await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible()
      const created = (await sandbox.collection<StoredUser>('users')).find((user) => user.email === 'grace@navy.example')
      expect(created).toMatchObject({ firstName: 'Grace' })
      await expect(page).toHaveURL(new RegExp(`/users/${created?.id}$`))
      expect(await callsTo(sandbox, USER_NEW)).toHaveLength(2)
    },
  )

  test(
    'edits the details: a bad country is refused at the field, a VAT number of another country by the service; then it saves',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect, requestId }) => {
      await seed(sandbox)
      await page.goto('/users/3')
      await actions(page).getByRole('button', { name: 'Edit details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Ada Lovelace' })
      await expect(dialog.getByLabel('First name')).toHaveValue('Ada')
      const country = dialog.getByLabel('Country')
      const save = dialog.getByRole('button', { name: 'Save changes' })

      await country.fill('Germany')
      await save.click()
      await expect(dialog.getByText('Country must be a two-letter upper-case code, for example DE')).toBeVisible()
      await country.fill('GB')
      await dialog.getByLabel('Metadata to add or change').fill('{"tier": ')
      await save.click()
      await expect(dialog.getByText('Metadata is not valid JSON')).toBeVisible()
      expect(await callsTo(sandbox, USER_UPDATE)).toHaveLength(0)

      await dialog.getByLabel('Metadata to add or change').fill('{"tier": "gold"}')
      await dialog.getByLabel('VAT number').fill('DE 123 456 789')
      await dialog.getByLabel('Company').fill('Analytical Engines GmbH')
      await save.click()
      const alert = dialog.getByRole('alert').filter({ hasText: 'The customer was not changed' })
      await expect(alert).toContainText(
        byDialect({
          spec: "VAT number DE123456789 is of DE, the customer's country is GB",
          real: 'Your country from vat number is DE',
        }),
      )
      await expect(alert).toContainText(requestId)
      await expect(dialog.getByLabel('Company')).toHaveValue('Analytical Engines GmbH')

      await country.fill('de')
      await dialog.getByLabel('Phone').fill('')
      await save.click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: 'The details of Ada Lovelace were saved.' })).toBeVisible()
      expect(await storedUser(sandbox, 3)).toMatchObject({
        countryCode: 'DE',
        vATNumber: 'DE123456789',
        companyName: 'Analytical Engines GmbH',
        phone: '',
        metadata: { segment: 'enterprise', tier: 'gold' },
      })
    },
  )

  test(
    'suspends after saying the subscriptions are cancelled at once; resumes after saying they are not restored',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox)
      await page.goto('/users/3')
      await actions(page).getByRole('button', { name: 'Suspend' }).click()
      const suspend = page.getByRole('dialog', { name: 'Suspend Ada Lovelace?' })
      await expect(suspend).toContainText('Every active, incomplete or pending subscription of theirs is cancelled at once')
      await expect(suspend.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await suspend.getByRole('button', { name: 'Suspend customer' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Ada Lovelace is suspended' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Summary' }).getByText('suspended')).toBeVisible()
      expect((await storedUser(sandbox, 3))?.status).toBe(2)
      const subscriptions = await sandbox.collection<{ subscriptionId: string; status: number }>('subscriptions')
      expect(subscriptions.find((s) => s.subscriptionId === 'sub_ada_live')?.status).not.toBe(2)

      await actions(page).getByRole('button', { name: 'Resume' }).click()
      const resume = page.getByRole('dialog', { name: 'Resume Ada Lovelace?' })
      await expect(resume).toContainText('Subscriptions cancelled by the suspension are not restored')
      await resume.getByRole('button', { name: 'Resume customer' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Ada Lovelace is active again' })).toBeVisible()
      expect((await storedUser(sandbox, 3))?.status).toBe(0)
      await expect(actions(page).getByRole('button', { name: 'Suspend' })).toBeVisible()
    },
  )

  test(
    'adds promo credit with what it is worth; a fraction is refused before sending',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox)
      await page.goto('/users/3')
      await actions(page).getByRole('button', { name: 'Promo credit' }).click()
      await page.getByRole('menuitem', { name: 'Add EUR promo credit' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add EUR promo credit' })
      await expect(dialog).toContainText('Current EUR promo credit of Ada Lovelace: 5,000 credits, worth €100.00.')
      const amount = dialog.getByLabel('Amount to add')
      await amount.fill('2.5')
      await dialog.getByRole('button', { name: 'Add credit' }).click()
      await expect(dialog.getByText('Amount must be a whole number')).toBeVisible()
      await amount.fill('0')
      await dialog.getByRole('button', { name: 'Add credit' }).click()
      await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible()
      expect(await callsTo(sandbox, INCREMENT)).toHaveLength(0)

      await amount.fill('250')
      await expect(dialog.getByRole('status')).toHaveText('250 credits, worth €5.00. Balance after: 5,250 credits.')
      await dialog.getByLabel('Name').fill('Goodwill')
      await dialog.getByRole('button', { name: 'Add credit' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: 'Added 250 credits to the EUR promo credit.' })).toBeVisible()
      await expect(actions(page).getByRole('button', { name: 'Promo credit' })).toBeFocused()
      expect((await storedUser(sandbox, 3))?.promoCreditAccounts?.find((a) => a.currency === 'EUR')?.amount).toBe(5_250)
      expect(await callsTo(sandbox, INCREMENT)).toHaveLength(1)
    },
  )
})
