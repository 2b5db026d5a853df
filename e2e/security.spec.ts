import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openAllDetails } from './recordPage'

const gatewaySecret = 'gw_secret_SEEDED_7f3a9c'
const webhookSecret = 'whsec_SEEDED_91be22'
const xss = `<img src=x onerror="window.__xss=(window.__xss||0)+1">`

async function everythingThePageHolds(page: Page) {
  return page.evaluate(async () => {
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : []
    return {
      html: document.documentElement.outerHTML,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      indexedDb: JSON.stringify(databases),
      cookies: document.cookie,
    }
  })
}

test.describe('security', () => {
  test(
    'secrets are never rendered, stored or logged; the key lives in sessionStorage only',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      const console: string[] = []
      page.on('console', (message) => console.push(message.text()))
      await sandbox.seed({
        gateways: [
          { gatewayId: 71, gatewayName: 'stripe', displayName: 'Card payments', gatewayType: 1, gatewaySecret, webhookSecret },
        ],
        users: [{ id: 71, firstName: 'Secret', lastName: 'Keeper', email: 'keeper@example.com', gatewayId: 71 }],
      })
      await page.goto('/users/71')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Secret Keeper')
      // The gateway's card, where its secrets would be, is among the details.
      await openAllDetails(page)
      await expect(page.getByText('Card payments').first()).toBeVisible()

      const held = await everythingThePageHolds(page)
      for (const secret of [gatewaySecret, webhookSecret]) {
        expect(held.html).not.toContain(secret)
        expect(held.local).not.toContain(secret)
        expect(held.session).not.toContain(secret)
        expect(held.indexedDb).not.toContain(secret)
      }
      // The key: sessionStorage only.
      expect(held.session).toContain(sandbox.apiKey)
      expect(held.local).not.toContain(sandbox.apiKey)
      expect(held.indexedDb).not.toContain(sandbox.apiKey)
      expect(held.cookies).not.toContain(sandbox.apiKey)
      expect(held.html).not.toContain(sandbox.apiKey)
      expect(page.url()).not.toContain(sandbox.apiKey)
      // Open the request log too: it must not hold them either.
      await page.getByRole('button', { name: 'Request log' }).click()
      const afterLog = await everythingThePageHolds(page)
      expect(afterLog.html).not.toContain(sandbox.apiKey)
      expect(afterLog.html).not.toContain(gatewaySecret)
      for (const line of console) {
        expect(line).not.toContain(sandbox.apiKey)
        expect(line).not.toContain(gatewaySecret)
        expect(line).not.toContain(webhookSecret)
      }
    },
  )

  test('signing out forgets the recently opened items: names and e-mails do not stay on the computer', async ({
    app: page,
    sandbox,
  }) => {
    await sandbox.seed({ users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }] })
    await page.goto('/users/3')
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    await expect.poll(async () => (await everythingThePageHolds(page)).local).toContain('Ada Lovelace')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    const held = await everythingThePageHolds(page)
    expect(held.local).not.toContain('Ada Lovelace')
    expect(held.local).not.toContain('mbd.recent.')
  })

  test('markup and javascript:/data: URLs from the API render as inert text', async ({ app: page, sandbox }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await sandbox.seed({
      products: [
        {
          id: 1,
          productName: `Evil ${xss}`,
          description: '<script>window.__xss=1</script>',
          homeUrl: 'javascript:alert(1)',
          imageUrl: 'data:text/html,<script>alert(1)</script>',
        },
      ],
      users: [
        {
          id: 5,
          firstName: xss,
          lastName: '<b>bold</b>',
          email: 'evil@example.com',
          avatarUrl: 'javascript:alert(2)',
          linkedIn: 'javascript:alert(3)',
        },
      ],
    })
    await page.goto('/products')
    await expect(page.getByText(`Evil ${xss}`)).toBeVisible()
    await page.getByRole('button', { name: /Details of Evil/ }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText('javascript:alert(1)')).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'javascript:alert(1)' })).toHaveCount(0)

    await page.goto('/users/5')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(xss)
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(dialogs).toBe(0)
  })
})
