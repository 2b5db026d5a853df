import type { Page, Request } from '@playwright/test'
import { builtFiles, expect, fetched, showFilters, test, watchRequests, type SandboxControl } from './fixtures'

const base = 1_767_225_600

interface User {
  id: number
  firstName: string
  lastName: string
  email: string
  status: number
  createTime: number
}

/** 25 customers: Ada, Adam and Grace among them, three suspended, some with a current subscription. */
async function seedCustomers(sandbox: SandboxControl) {
  const named = [
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example' },
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' },
    { firstName: 'Adam', lastName: 'Smith', email: 'adam@wealth.example' },
  ]
  const users = Array.from({ length: 25 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return {
      id: 101 + index,
      ...(named[index] ?? { firstName: 'Customer', lastName: number, email: `c${number}@shop.example` }),
      status: index % 10 === 4 ? 2 : 0,
      createTime: base + index * 60,
    }
  })
  await sandbox.seed({
    plans: [
      { id: 7, planName: 'Pro monthly', status: 2 },
      { id: 8, planName: 'Basic yearly', status: 2 },
    ],
    users,
    subscriptions: [
      { subscriptionId: 'sub_ada', userId: 101, planId: 7, status: 2, createTime: base },
      { subscriptionId: 'sub_grace', userId: 102, planId: 7, status: 2, createTime: base },
      { subscriptionId: 'sub_adam', userId: 103, planId: 8, status: 4, createTime: base },
    ],
  })
}

const table = (page: Page) => page.getByRole('table', { name: 'Customers' })
/** The customer names in the table, top to bottom. */
const shown = (page: Page) => table(page).getByRole('row').locator('td:first-child')
const names = (users: User[]) => users.map((user) => `${user.firstName} ${user.lastName}`)
const users = (sandbox: SandboxControl) => sandbox.collection<User>('users')

test.describe('customers list', () => {
  test.beforeEach(async ({ sandbox }) => {
    await seedCustomers(sandbox)
  })

  test('pages and sorts as the service holds the customers, and a row opens the user page', async ({ app: page, sandbox }) => {
    await page.goto('/users')
    await expect(page.getByText('25 customers')).toBeVisible()
    const newest = (await users(sandbox)).sort((a, b) => b.createTime - a.createTime)
    await expect(shown(page)).toHaveText(names(newest.slice(0, 20)))
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=1/)
    await expect(shown(page)).toHaveText(names(newest.slice(20)))

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'E-mail' })
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' })
    await expect(page).toHaveURL(/sortField=email/)
    const byEmail = (await users(sandbox)).sort((a, b) => a.email.localeCompare(b.email))
    await expect(shown(page)).toHaveText(names(byEmail.slice(0, 20)))

    await table(page).getByRole('link', { name: 'Adam Smith' }).click()
    await expect(page).toHaveURL(/\/users\/103$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Adam Smith' })).toBeVisible()
  })

  test("a pause on a row's link loads the customer's page ahead: it then opens without a file more", async ({ app: page }) => {
    await page.goto('/users')
    await expect(shown(page)).toHaveCount(20)
    const link = table(page).getByRole('link', { name: 'Customer 25' })
    const asked = watchRequests(page, '/merchant/user/get')
    await link.hover()
    const customerPage = builtFiles('src/routes/_app/users/$userId.tsx')
    await expect.poll(() => fetched(page, customerPage), { timeout: 10_000 }).toBe(true)
    // The list loads the page's code by itself once drawn: what the pause adds is the customer's own data.
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0)
    // From here the app's files are refused: the customer's page opens with what the page has.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await link.click()
    await expect(page).toHaveURL(/\/users\/125$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Customer 25' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Subscriptions/ })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Invoices/ })).toBeVisible()
  })

  test("once the rows are drawn, a customer's page loads its code: a row then opens without a file more", async ({
    app: page,
  }) => {
    await page.goto('/users')
    await expect(shown(page)).toHaveCount(20)
    const customerPage = builtFiles('src/routes/_app/users/$userId.tsx')
    await expect.poll(() => fetched(page, customerPage), { timeout: 10_000 }).toBe(true)
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    // Pressed, not pointed at first: nothing of the customer's is asked for before the click.
    await table(page).getByRole('link', { name: 'Customer 25' }).dispatchEvent('click')
    await expect(page).toHaveURL(/\/users\/125$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Customer 25' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Invoices/ })).toBeVisible()
  })

  test('opened by its address, asks for its first page once', async ({ app: page }) => {
    const firstPage = (request: Request) =>
      new URL(request.url()).pathname === '/merchant/user/list' &&
      request.method() === 'POST' &&
      request.postDataJSON().page === 0
    const sent: Request[] = []
    page.on('request', (request) => {
      if (firstPage(request)) sent.push(request)
    })
    await page.goto('/users')
    await expect(shown(page)).toHaveCount(20)
    await expect(page.getByText('25 customers')).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  test('reloaded at the page it was turned to, asks for that page once', async ({ app: page }) => {
    const listPages: number[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/merchant/user/list') listPages.push(request.postDataJSON().page as number)
    })
    // The last 5 of 25 customers.
    await page.goto('/users?page=1')
    await expect(shown(page)).toHaveCount(5)
    await expect(page.getByText('25 customers')).toBeVisible()
    expect(listPages.filter((asked) => asked === 1)).toHaveLength(1)
  })

  test('searches by part of the e-mail or name with one request, and filters by status, subscription status and plan', async ({
    app: page,
    sandbox,
  }) => {
    await page.goto('/users')
    await expect(page.getByText('25 customers')).toBeVisible()
    const all = await users(sandbox)
    const sent = watchRequests(page, '/merchant/user/list')
    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.pressSequentially('ADA', { delay: 20 })
    const matching = all
      .filter((user) => [user.firstName, user.lastName, user.email].some((value) => value.toLowerCase().includes('ada')))
      .sort((a, b) => b.createTime - a.createTime)
    await expect(shown(page)).toHaveText(names(matching))
    // Not one request per key: the search waits for typing to pause.
    expect(sent.length).toBeLessThan('ADA'.length)
    await search.fill('navy.exa')
    await expect(shown(page)).toHaveText(['Grace Hopper'])
    await search.fill('')
    await expect(page.getByText('25 customers')).toBeVisible()

    await showFilters(page)
    await page.getByRole('group', { name: 'Status', exact: true }).getByText('suspended').click()
    const suspended = all.filter((user) => user.status === 2).sort((a, b) => b.createTime - a.createTime)
    await expect(shown(page)).toHaveText(names(suspended))
    await page.getByRole('group', { name: 'Status', exact: true }).getByText('suspended').click()

    await page.getByRole('group', { name: 'Subscription status' }).getByText('cancelled').click()
    await expect(shown(page)).toHaveText(['Adam Smith'])
    await page.getByRole('group', { name: 'Subscription status' }).getByText('cancelled').click()

    await page.getByRole('textbox', { name: 'Plan ID' }).fill('7')
    await expect(shown(page)).toHaveText(['Grace Hopper', 'Ada Lovelace'])
    await page.getByRole('textbox', { name: 'Plan ID' }).fill('6.5')
    await expect(page.getByText('Plan id must be a whole number')).toBeVisible()
    await expect(shown(page)).toHaveText(['Grace Hopper', 'Ada Lovelace'])

    await page.getByRole('textbox', { name: 'Plan ID' }).fill('9')
    await expect(page.getByText('No customers match the filters')).toBeVisible()
    await page.getByRole('button', { name: 'Clear the filters' }).click()
    await expect(page.getByText('25 customers')).toBeVisible()
    await expect(page).toHaveURL(/\/users$/)
  })

  test("the customer page lists the customer's subscriptions and invoices, each with its own pages", async ({
    app: page,
    sandbox,
  }) => {
    const two = (n: number) => String(n).padStart(2, '0')
    await sandbox.seed({
      subscriptions: Array.from({ length: 12 }, (_, i) => ({
        subscriptionId: `sub_p${two(i + 1)}`,
        userId: 104,
        status: 2,
        createTime: base + i * 60,
      })),
      invoices: Array.from({ length: 12 }, (_, i) => ({
        invoiceId: `in_p${two(i + 1)}`,
        userId: 104,
        currency: 'EUR',
        totalAmount: 1_000 + i,
        status: 3,
        createTime: base + i * 60,
      })),
    })
    await page.goto('/users/104')
    const subscriptions = page.getByRole('region', { name: 'Subscriptions (12)' })
    const rows = subscriptions.getByRole('table').getByRole('link')
    await expect(rows).toHaveText(Array.from({ length: 10 }, (_, i) => `sub_p${two(12 - i)}`))
    await subscriptions.getByRole('button', { name: 'Next page' }).click()
    await expect(rows).toHaveText(['sub_p02', 'sub_p01'])
    await expect(page).toHaveURL(/subscriptionsPage=1/)

    const invoices = page.getByRole('region', { name: 'Invoices (12)' })
    await expect(invoices.getByRole('table').getByRole('link')).toHaveCount(10)
    await invoices.getByRole('button', { name: 'Next page' }).click()
    await expect(invoices.getByRole('table').getByRole('link')).toHaveText(['in_p02', 'in_p01'])
    await expect(rows).toHaveText(['sub_p02', 'sub_p01'])

    await invoices.getByRole('link', { name: 'in_p01' }).click()
    await expect(page).toHaveURL(/\/invoices\/in_p01$/)
    await page.goBack()
    await rows.filter({ hasText: 'sub_p01' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription sub_p01' })).toBeVisible()
  })

  test('the command palette finds a customer by e-mail or name once typing pauses, and ids still work', async ({ app: page }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
    const searches = watchRequests(page, '/merchant/user/search')
    await page.keyboard.press('Control+K')
    const search = page.getByRole('textbox', { name: 'Search commands' })
    await search.pressSequentially('hopper', { delay: 40 })
    await page.getByRole('button', { name: /Grace Hopper/ }).click()
    await expect(page).toHaveURL(/\/users\/102$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible()
    expect(searches.length).toBeLessThan('hopper'.length)

    // Opened again once it has closed: while its closing transition runs, the palette is still on its way out.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.keyboard.press('Control+K')
    await search.fill('sub_ada')
    await page.getByRole('button', { name: 'Open subscription sub_ada' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription sub_ada' })).toBeVisible()
  })

  test(
    'a service without the list calls: the customers area opens by id, and the customer page still shows',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
      await page.goto('/users')
      await expect(page.getByText('This service offers no list of customers: open one by its ID.')).toBeVisible()
      await page.getByLabel('User ID').fill('101')
      await page.getByRole('button', { name: 'Open user' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
      await expect(page.getByText('This service offers no list of subscriptions.')).toBeVisible()
      await expect(page.getByText('This service offers no list of invoices.')).toBeVisible()
      await page.goto('/users')
      await expect(page.getByRole('list', { name: 'Recently opened customers' })).toContainText('Ada Lovelace')
    },
  )
})
