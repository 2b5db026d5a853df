import { expect, test, watchRequests } from './fixtures'
import type { Page, Request } from '@playwright/test'

const base = 1767225600
const seedProducts = Array.from({ length: 25 }, (_, index) => {
  const n = index + 1
  return {
    id: n,
    productName: `Plan ${String(n).padStart(2, '0')}`,
    description: `Seeded product ${n}`,
    status: n % 5 === 0 ? 2 : 1,
    // Creation order is the reverse of ids, so sorting by created differs from sorting by id.
    createTime: base + (100 - n) * 3600,
  }
})

const rowNames = (page: Page) =>
  page
    .getByRole('table', { name: 'Products' })
    .getByRole('button', { name: /^Details of / })
    .allTextContents()

test.describe('products', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ products: seedProducts })
  })

  test('lists, pages, sorts and filters, all kept in the URL', { tag: '@real' }, async ({ app: page, byDialect }) => {
    // The real service lists its default product on every page; the list shows it once, first on the first page.
    const first = byDialect({ spec: [], real: ['Default'] })
    await page.goto('/products')
    await expect(page.getByText(byDialect({ spec: '25 products', real: '25 products, plus the default product' }))).toBeVisible()
    await expect
      .poll(() => rowNames(page))
      .toEqual([
        ...first,
        ...seedProducts
          .slice(5)
          .reverse()
          .map((p) => p.productName),
      ])

    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=1/)
    await expect.poll(() => rowNames(page)).toEqual(['Plan 05', 'Plan 04', 'Plan 03', 'Plan 02', 'Plan 01'])
    await expect(page.getByText('Page 2 of 2')).toBeVisible()

    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' })
    await expect(page).toHaveURL(/sortType=asc/)
    await expect(page).not.toHaveURL(/page=1/)
    await expect
      .poll(async () => (await rowNames(page)).slice(0, 3))
      .toEqual([...first, 'Plan 01', 'Plan 02', 'Plan 03'].slice(0, 3))

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Created' })
    await expect(page).toHaveURL(/sortField=create_time/)
    await expect.poll(async () => (await rowNames(page)).slice(0, 2)).toEqual([...first, 'Plan 25', 'Plan 24'].slice(0, 2))

    // The segmented control's radio is visually hidden behind its label, which is what a person clicks.
    await page.getByRole('radiogroup').getByText('Inactive', { exact: true }).click()
    await expect(page).toHaveURL(/status=inactive/)
    await expect(page.getByText('5 products')).toBeVisible()
    await expect.poll(() => rowNames(page)).toEqual(['Plan 25', 'Plan 20', 'Plan 15', 'Plan 10', 'Plan 05'])

    // The view survives a reload: it lives in the URL.
    await page.reload()
    await expect(page.getByText('5 products')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked()
  })

  test('opened from the areas, asks for their first page once', async ({ app: page }) => {
    const firstPage = (request: Request) =>
      new URL(request.url()).pathname === '/merchant/product/list' && request.postDataJSON().page === 0
    const sent: Request[] = []
    page.on('request', (request) => {
      if (firstPage(request)) sent.push(request)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  test('a bad value in the URL falls back to its default', async ({ app: page }) => {
    await page.goto('/products?page=-3&count=7&sortField=%22name%22&sortType=%22up%22&status=%22x%22')
    await expect(page.getByText('25 products')).toBeVisible()
    await expect.poll(async () => (await rowNames(page)).length).toBe(20)
    await expect.poll(async () => (await rowNames(page))[0]).toBe('Plan 25')
  })

  test('shows every field of a product in its details', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      products: [
        {
          id: 90,
          productName: 'Taxed plan',
          homeUrl: 'https://example.com/taxed',
          metaData: '{"tier":"gold"}',
          usVATConfig: {
            active: true,
            taxCode: 'P0000000',
            sellOnUSOnly: true,
            fromAddress: {
              address: '1 Main St',
              city: 'Austin',
              state: 'TX',
              zipCode: '73301',
              countryCode: 'US',
              verified: true,
            },
            nexusAddresses: [{ city: 'Denver', state: 'CO', countryCode: 'US' }],
          },
        },
      ],
    })
    await page.goto('/products')
    await page.getByRole('button', { name: 'Details of Taxed plan' }).click()
    const drawer = page.getByRole('dialog', { name: 'Taxed plan' })
    await expect(drawer.getByText('P0000000')).toBeVisible()
    await expect(drawer.getByText('1 Main St')).toBeVisible()
    await expect(drawer.getByText('Denver, CO')).toBeVisible()
    await expect(drawer.getByLabel('Product metadata')).toContainText('"tier": "gold"')
    await expect(drawer.getByRole('link', { name: 'https://example.com/taxed' })).toBeVisible()
  })

  test('a new product appears in the list at once with its id', { tag: '@real' }, async ({ app: page, sandbox, byDialect }) => {
    await page.goto('/products')
    await expect(page.getByText('25 products')).toBeVisible()
    await page.getByRole('link', { name: 'New product' }).first().click()
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
    await page.getByLabel('Name').fill('Team plan')
    await page.getByLabel('Description').fill('For teams of five')
    await page.getByLabel('Home page URL').fill('https://example.com/team')
    await page.getByLabel('Metadata').fill('{"seats": 5}')
    await page.getByRole('switch', { name: 'Configure US VAT' }).check()
    await page.getByLabel('Tax code').fill('P0000000')
    const from = page.getByRole('group', { name: 'Ship-from address' })
    await from.getByLabel('City').fill('Austin')
    await from.getByLabel('Country code').fill('US')
    await page.getByRole('button', { name: 'Add nexus address' }).click()
    await page.getByRole('group', { name: 'Nexus address 1' }).getByLabel('State').fill('CO')
    await page.getByRole('button', { name: 'Create product' }).click()

    await expect(page.getByText('Product created')).toBeVisible()
    await expect(page).toHaveURL(/\/products\?created=26/)
    await expect(page.getByText('26 products')).toBeVisible()
    await expect.poll(async () => (await rowNames(page))[byDialect({ spec: 0, real: 1 })]).toBe('Team plan')
    await expect(page.getByRole('button', { name: 'Copy product ID' }).first()).toBeVisible()

    const products = await sandbox.collection<{
      id: number
      productName: string
      metaData: string
      usVATConfig: { taxCode: string; nexusAddresses: { state: string }[] }
    }>('products')
    const created = products.find((p) => p.id === 26)!
    expect(created.productName).toBe('Team plan')
    expect(JSON.parse(created.metaData)).toEqual({ seats: 5 })
    expect(created.usVATConfig.taxCode).toBe('P0000000')
    expect(created.usVATConfig.nexusAddresses[0]?.state).toBe('CO')
  })

  test('an invalid create form shows field errors and sends nothing', async ({ app: page, sandbox }) => {
    await page.goto('/products/new')
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
    const writes = watchRequests(page, '/merchant/product/new')
    await page.getByLabel('Home page URL').fill('javascript:alert(1)')
    await page.getByLabel('Metadata').fill('{not json')
    await page.getByRole('button', { name: 'Create product' }).click()

    await expect(page.getByText('Enter a product name')).toBeVisible()
    await expect(page.getByText('Home page URL must be an http(s) URL')).toBeVisible()
    await expect(page.getByText('Metadata is not valid JSON')).toBeVisible()
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Name').fill('Fixed')
    await page.getByLabel('Metadata').fill('[1, 2]')
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('Metadata must be a JSON object')).toBeVisible()
    expect(writes).toEqual([])
    const calls = await sandbox.calls()
    expect(calls.filter((call) => call.path === '/merchant/product/new')).toEqual([])
  })

  test('a service error keeps the input and shows the message and request id', async ({ app: page, sandbox }) => {
    await sandbox.fault({ path: '/merchant/product/new', status: 500, times: 1, message: 'Product store unavailable' })
    await page.goto('/products/new')
    await page.getByLabel('Name').fill('Will fail once')
    await page.getByRole('button', { name: 'Create product' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The product was not created' })
    await expect(alert).toContainText('Product store unavailable')
    await expect(alert).toContainText(/Request ID: req_/)
    await expect(page.getByLabel('Name')).toHaveValue('Will fail once')
    const calls = await sandbox.calls()
    expect(calls.filter((call) => call.path === '/merchant/product/new')).toHaveLength(1)

    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('Product created')).toBeVisible()
  })

  test('an empty list says so', { tag: '@real' }, async ({ app: page }) => {
    await page.goto('/products?status=inactive&page=4')
    await expect(page.getByText('No products on this page')).toBeVisible()
    await page.getByRole('button', { name: 'Go to the first page' }).click()
    await expect(page.getByText('5 products')).toBeVisible()
  })
})
