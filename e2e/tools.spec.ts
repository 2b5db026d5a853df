import { readFileSync } from 'node:fs'
import type { Download, Request } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, holdCalls, test, watchRequests } from './fixtures'

const LIST = '/merchant/product/list'

test.describe('command palette and shortcuts', () => {
  test('goes to a page by id and by action', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      users: [{ id: 41, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }],
      invoices: [{ invoiceId: 'in_777', userId: 41, currency: 'USD', totalAmount: 5000, status: 1, payments: [] }],
    })
    await page.goto('/products')
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
    await page.keyboard.press('Control+K')
    const search = page.getByRole('textbox', { name: 'Search commands' })
    await expect(search).toBeFocused()
    // An id with a recognisable shape goes straight to its page.
    await search.fill('in_777')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/invoices\/in_777$/)
    // Control+K toggles the palette: it is pressed again once the palette has closed.
    await expect(search).toBeHidden()

    // A number offers what it could open.
    await page.keyboard.press('Control+K')
    await expect(search).toBeFocused()
    await search.fill('41')
    await page.getByRole('button', { name: 'Open user 41' }).click()
    await expect(page).toHaveURL(/\/users\/41$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace')
    await expect(search).toBeHidden()

    // An action by words; recently opened items come first when nothing is typed.
    await page.keyboard.press('Control+K')
    await expect(page.getByRole('button', { name: /User 41 · Grace Hopper/ })).toBeVisible()
    await search.fill('create product')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/products\/new$/)
  })

  test('keyboard shortcuts go to the main areas and ? lists them', async ({ app: page }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await expect(page).toHaveURL(/\/users$/)
    await page.keyboard.press('g')
    await page.keyboard.press('v')
    await expect(page).toHaveURL(/\/vat/)
    await page.keyboard.press('Shift+?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toBeVisible()
    await expect(help.getByRole('row', { name: /Go to Products/ })).toBeVisible()
    await expect(help.getByRole('row', { name: /Open the command palette/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    // Typing in a field is not a shortcut: "g p" typed in the list's search stays on the customers.
    await page.goto('/users')
    await page.getByRole('searchbox', { name: 'Search' }).fill('gp')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('gp')
    await expect(page).toHaveURL(/\/users(\?|$)/)
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
  })
})

test.describe('request log and copy as cURL', () => {
  test('lists the calls with their outcome, and a failure with its request id', async ({ app: page, sandbox }) => {
    await sandbox.seed({ products: [{ id: 1, productName: 'Logged' }] })
    await sandbox.fault({ path: '/merchant/user/get', status: 404, times: 1, message: 'User 999 not found' })
    await page.goto('/products')
    await expect(page.getByText('1 product')).toBeVisible()
    // Move within the app: the log lasts as long as the tab's page.
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Customers' }).click()
    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.fill('999')
    await expect(page.getByText('Enter opens customer 999')).toBeVisible()
    await search.press('Enter')
    await expect(page.getByText(/not found/i).first()).toBeVisible()

    await page.getByRole('button', { name: 'Request log' }).click()
    const drawer = page.getByRole('dialog', { name: 'Request log' })
    const rows = drawer.getByRole('table', { name: 'API calls' }).getByRole('row')
    await expect(rows.filter({ hasText: 'POST /merchant/product/list' }).first()).toContainText('OK')
    const failed = rows.filter({ hasText: 'GET /merchant/user/get' }).first()
    await expect(failed).toContainText('404')
    await expect(failed.getByRole('button', { name: 'Copy request ID' })).toBeVisible()
    // Nothing secret is kept.
    await expect(drawer).not.toContainText(sandbox.apiKey)

    await drawer.getByText('Failures', { exact: true }).click()
    await expect(drawer.getByText(/^1 of \d+ calls?$/)).toBeVisible()
    await drawer.getByLabel('Filter').fill('product')
    await expect(drawer.getByText('No call matches this filter.')).toBeVisible()
  })

  test('copies the exact GET and POST requests as cURL, with the key left out', async ({ app: page, sandbox, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await sandbox.fault({ path: '/merchant/user/get', status: 500, times: 10, message: 'User store down' })
    await page.goto('/users/12')
    const alert = page.getByRole('alert').filter({ hasText: 'User store down' })
    await alert.getByRole('button', { name: 'Copy as cURL' }).click()
    const getCommand = await page.evaluate(() => navigator.clipboard.readText())
    expect(getCommand).toContain("curl -X GET 'http://127.0.0.1:")
    expect(getCommand).toContain("/merchant/user/get?userId=12'")
    expect(getCommand).toContain('-H "Authorization: Bearer $API_KEY"')
    expect(getCommand).not.toContain(sandbox.apiKey)

    await sandbox.fault({ path: '/merchant/product/new', status: 500, times: 1 })
    await page.goto('/products/new')
    await page.getByLabel('Name').fill("Bob's plan")
    await page.getByRole('button', { name: 'Create product' }).click()
    await page.getByRole('alert').getByRole('button', { name: 'Copy as cURL' }).click()
    const postCommand = await page.evaluate(() => navigator.clipboard.readText())
    expect(postCommand).toContain("curl -X POST '")
    expect(postCommand).toContain("-H 'Content-Type: application/json'")
    expect(postCommand).toContain(`--data-raw '{"productName":"Bob'\\''s plan","status":1}'`)
    expect(postCommand).not.toContain(sandbox.apiKey)
  })
})

test.describe('copy as cURL of a failed password reset', () => {
  test('leaves the new password and the code to the shell, like the key', async ({ page, sandbox, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const email = 'ops@example.test'
    await sandbox.seed({ members: [{ email, password: 'Old-Pass-123', firstName: 'Ops' }] })
    await page.goto('/password-forgotten')
    await page.getByRole('textbox', { name: 'API key' }).fill(sandbox.apiKey)
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    const [mail] = await sandbox.mailbox(email)
    const wrongCode = mail.code === '000001' ? '000002' : '000001'
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(wrongCode)
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Typed-Secret-789')
    await page.getByRole('textbox', { name: 'New password again' }).fill('Typed-Secret-789')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The password was not changed' })
    await alert.getByRole('button', { name: 'Copy as cURL' }).click()
    const command = await page.evaluate(() => navigator.clipboard.readText())
    expect(command).toContain('/merchant/auth/sso/passwordForgetOTPVerify')
    expect(command).toContain(`"email":"${email}"`)
    expect(command).toContain('"\'"$NEW_PASSWORD"\'"')
    expect(command).toContain('"\'"$VERIFICATION_CODE"\'"')
    for (const secret of ['Typed-Secret-789', wrongCode, sandbox.apiKey]) expect(command).not.toContain(secret)
  })
})

test.describe('CSV export', () => {
  test(
    'exports all 1,100 products with the current filter, in pages of 500, with progress, and can be cancelled',
    { tag: '@real' },
    async ({ app: page, sandbox, dialect }) => {
      // The real service lists its default product (id 0) on every page: the file has it once, first.
      const withDefault = dialect === 'real' ? 1 : 0
      await sandbox.seed({
        products: Array.from({ length: 1200 }, (_, index) => ({
          id: index + 1,
          productName: `Export ${index + 1}`,
          status: index < 1100 ? 1 : 2,
        })),
      })
      await page.goto('/products?status=active')
      await expect(page.getByText('1,100 products')).toBeVisible()

      // The pages after the first are held on their way while the progress is on screen.
      const laterPages = (request: Request) => (request.postDataJSON() as { page?: number }).page !== 0
      // Cancelling stops the export.
      let held = await holdCalls(page, LIST, laterPages)
      await page.getByRole('button', { name: 'Export CSV' }).click()
      const dialog = page.getByRole('dialog', { name: 'Export products to CSV' })
      await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Cancel export' }).click()
      await expect(dialog).toBeHidden()
      await held.release()

      held = await holdCalls(page, LIST, laterPages)
      const downloadPromise = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export CSV' }).click()
      // The first page holds 500 products: 3 requests in all, where pages of 100 took 11.
      await expect(
        dialog.getByText(`Fetched ${500 + withDefault} of ${(1100 + withDefault).toLocaleString('en')} products`),
      ).toBeVisible()
      await held.release()
      const download = await downloadPromise
      expect(download.suggestedFilename()).toMatch(/^products_status-active_sort-id-desc_\d{4}-\d{2}-\d{2}\.csv$/)
      const lines = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n')
      expect(lines[0]).toBe(
        'id,productName,status,statusCode,description,homeUrl,imageUrl,createTime,merchantId,metaData,usVATConfig',
      )
      expect(lines).toHaveLength(1101 + withDefault)
      if (withDefault) expect(lines[1]).toMatch(/^0,Default,Active,1,System Default Product,/)
      expect(lines[1 + withDefault]).toMatch(/^1100,Export 1100,Active,1,/)
      expect(lines[1100 + withDefault]).toMatch(/^1,Export 1,Active,1,/)
      expect(lines.filter((line) => line.startsWith('0,'))).toHaveLength(withDefault)
      await expect(dialog.getByText(`Exported ${(1100 + withDefault).toLocaleString('en')} products.`)).toBeVisible()
    },
  )
})

test.describe('CSV export that stops', () => {
  test('Retry goes on from the page that failed, keeping the products already fetched', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      products: Array.from({ length: 1100 }, (_, index) => ({ id: index + 1, productName: `Export ${index + 1}`, status: 1 })),
    })
    await page.goto('/products')
    await expect(page.getByText('1,100 products')).toBeVisible()
    const asked: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(LIST) && (request.postDataJSON() as { count?: number }).count === 500) {
        asked.push((request.postDataJSON() as { page: number }).page)
      }
    })

    // The export's second page is held while the service starts failing, past the client's own retries (not the
    // list's own second page of 20, fetched once its first is painted, which would take one of the failures).
    const held = await holdCalls(page, LIST, (request) => {
      const body = request.postDataJSON() as { page?: number; count?: number }
      return body.page === 1 && body.count === 500
    })
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export products to CSV' })
    await expect(dialog.getByText('Fetched 500 of 1,100 products')).toBeVisible()
    // Refused until cleared, so no other read of the list can use up a count of refusals.
    await sandbox.faultUntilCleared({ path: LIST, status: 503, message: 'Catalogue unavailable' })
    await held.release()
    await expect(dialog.getByRole('alert').filter({ hasText: 'The export stopped' })).toContainText('Catalogue unavailable')
    await expect(dialog.getByText('Fetched 500 of 1,100 products: Retry goes on from there.')).toBeVisible()
    await sandbox.clearFaults()

    const downloadPromise = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Retry' }).click()
    const download = await downloadPromise
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(1101)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1100)
    // The first page was asked for once: Retry went on from the second.
    expect(asked.filter((pageAsked) => pageAsked === 0)).toHaveLength(1)
    expect(asked.at(-1)).toBe(2)
    await expect(dialog.getByText('Exported 1,100 products.')).toBeVisible()
  })
})

test.describe('CSV export of a list that changes', () => {
  test('writes a product pushed onto the next page once, says the list changed, and exports it again', async ({
    app: page,
    sandbox,
  }) => {
    await sandbox.seed({
      products: Array.from({ length: 1100 }, (_, index) => ({ id: index + 1, productName: `Export ${index + 1}`, status: 1 })),
    })
    await page.goto('/products')
    await expect(page.getByText('1,100 products')).toBeVisible()
    const fileLines = async (download: Download) =>
      readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n')

    // A product is added, newest first, once the first page is in: the first page's last product moves onto the second.
    const held = await holdCalls(page, LIST, (request) => (request.postDataJSON() as { page?: number }).page === 1)
    let downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export products to CSV' })
    await expect(dialog.getByText('Fetched 500 of 1,100 products')).toBeVisible()
    await sandbox.seed({ products: [{ id: 1101, productName: 'Added meanwhile', status: 1 }] })
    await held.release()
    let lines = await fileLines(await downloadPromise)
    const ids = lines.slice(1).map((line) => line.split(',')[0])
    expect(ids).toHaveLength(1100)
    expect(new Set(ids).size).toBe(1100)
    await expect(dialog.getByText('Exported 1,100 products.')).toBeVisible()
    const changed = dialog.getByRole('alert').filter({ hasText: 'The products changed during the export' })
    await expect(changed).toContainText('There were 1,100 when it started and 1,101 at its end.')
    await expectNoAxeViolations(page, 'the export saying the list changed')

    downloadPromise = page.waitForEvent('download')
    await changed.getByRole('button', { name: 'Export again' }).click()
    lines = await fileLines(await downloadPromise)
    expect(lines).toHaveLength(1102)
    expect(lines[1]).toMatch(/^1101,Added meanwhile,/)
    await expect(dialog.getByText('Exported 1,101 products.')).toBeVisible()
    await expect(changed).toBeHidden()
  })
})

test.describe('CSV export of the US VAT upload history', () => {
  test('exports every matching entry across pages, named after the filters', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      usVatUploadHistory: Array.from({ length: 150 }, (_, index) => ({
        id: index + 1,
        invoiceId: `in_${index + 1}`,
        gatewayName: 'avalara',
        uploadType: index % 3 === 0 ? 'RefundUpload' : 'PaymentUpload',
        mark: `mark ${index + 1}`,
        request: '{"amount": 100}',
        response: 'ok, "accepted"',
      })),
    })
    await page.goto('/vat/us-uploads?uploadType=payment')
    await expect(page.getByText('100 uploads match the filters')).toBeVisible()
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^us-vat-uploads_type-payment_\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('id,createTime,gatewayName,invoiceId,userId,mark,requestId,request,response')
    expect(lines).toHaveLength(101)
    expect(lines.some((line) => line.endsWith(',"ok, ""accepted"""'))).toBe(true)
  })
})

test.describe('colour scheme', () => {
  test('follows the system, and a chosen scheme is kept across a reload', async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/products')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.getByRole('button', { name: /Colour scheme/ }).click()
    await page.getByRole('menuitem', { name: 'Light' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(page.getByRole('button', { name: 'Colour scheme: Light' })).toBeVisible()
  })
})

test.describe('result panels and links between areas', () => {
  test('a result panel copies its request as cURL', async ({ app: page, sandbox, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await sandbox.seed({ plans: [{ id: 31, externalPlanId: 'plan_team', planName: 'Team', status: 1 }] })
    await page.goto('/plans/activate')
    await page.getByRole('textbox', { name: 'Plan ID', exact: true }).fill('31')
    await page.getByRole('button', { name: 'Activate plan' }).click()
    const done = page.getByRole('status').filter({ hasText: 'Plan activated' })
    await done.getByRole('button', { name: 'Copy as cURL' }).click()
    const command = await page.evaluate(() => navigator.clipboard.readText())
    expect(command).toContain('/merchant/plan/activate')
    expect(command).toContain(`--data-raw '{"planId":31}'`)
    expect(command).not.toContain(sandbox.apiKey)
  })

  test('pages link onward: a user to renewing, a redeemed child code to its invoice', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      users: [{ id: 8, firstName: 'Linus', lastName: 'Link', email: 'linus@example.com', subscriptionId: 'sub_8' }],
      subscriptions: [{ subscriptionId: 'sub_8', userId: 8, status: 2, amount: 1000, currency: 'USD' }],
      invoices: [
        { invoiceId: 'in_808', userId: 8, subscriptionId: 'sub_8', currency: 'USD', totalAmount: 1000, status: 3, payments: [] },
      ],
      batchTemplates: [{ id: 3, code: 'SPRING', name: 'Spring', codePrefix: 'SPR' }],
      batchChildren: [
        {
          id: 9,
          code: 'SPR-9',
          parentTemplateCode: 'SPRING',
          isRedeemed: true,
          invoiceId: 'in_808',
          subscriptionId: 'sub_8',
          redeemedAt: 1767225600,
        },
      ],
    })
    await page.goto('/users/8')
    await page.getByRole('link', { name: 'Renew a subscription' }).click()
    await expect(page).toHaveURL(/\/subscriptions\/renew\?userId=8/)

    await page.goto('/discounts/children/9')
    await page.getByRole('link', { name: 'in_808' }).click()
    await expect(page).toHaveURL(/\/invoices\/in_808$/)
  })
})

test.describe('prefetching', () => {
  test('pointing at a link to a detail page fetches its data, so it opens without a spinner', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      invoices: [
        {
          invoiceId: 'in_4242',
          userId: 1,
          currency: 'USD',
          totalAmount: 3000,
          status: 1,
          payments: [{ paymentId: 'pay_1', splitSequence: 1, status: 20, totalAmount: 1000, currency: 'USD' }],
        },
      ],
      batchTemplates: [{ id: 5, code: 'AUTUMN', name: 'Autumn' }],
      batchChildren: [{ id: 51, code: 'AUT-1', parentTemplateCode: 'AUTUMN', isRedeemed: true, invoiceId: 'in_4242' }],
    })
    await page.goto('/discounts/children/51')
    const fetched = watchRequests(page, '/merchant/invoice/split_payments')
    const link = page.getByRole('link', { name: 'in_4242' })
    await link.hover()
    await expect.poll(() => fetched.length).toBe(1)
    // Watch for the loading skeleton from the moment of the click.
    await page.evaluate(() => {
      ;(window as unknown as { __spinner: boolean }).__spinner = false
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading the payments"]'))
          (window as unknown as { __spinner: boolean }).__spinner = true
      }).observe(document, { subtree: true, childList: true })
    })
    await link.click()
    await expect(page.getByRole('table', { name: 'Split payments' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __spinner: boolean }).__spinner)).toBe(false)
    expect(fetched).toHaveLength(1)
  })
})
