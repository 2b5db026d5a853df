import type { Page } from '@playwright/test'
import { expect, showFilters, test } from './fixtures'

const DAY = 86_400
/** 2026-01-01 00:00 UTC. */
const base = 1_767_225_600

// The browser's own zone; the test then chooses another in the header.
test.use({ timezoneId: 'America/New_York' })

/** A time as the page shows it in a zone (the page's own locale and format). */
const shownIn = (page: Page, seconds: number, timeZone: string) =>
  page.evaluate(
    ([value, zone]) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone as string }).format(
        (value as number) * 1000,
      ),
    [seconds, timeZone],
  )

const created = (page: Page, subscriptionId: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: subscriptionId }) })
    .locator('time')
    .last()

test.describe('time zone', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({
      users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example' }],
      subscriptions: [
        { subscriptionId: 'sub_tz1', userId: 3, status: 2, currency: 'EUR', amount: 1_000, createTime: base },
        { subscriptionId: 'sub_tz2', userId: 3, status: 2, currency: 'EUR', amount: 1_000, createTime: base + 2 * DAY },
      ],
    })
  })

  test(
    'dates show in the browser’s zone, then in a chosen one kept on this device, UTC on hover, and filters read in it',
    { tag: '@real' },
    async ({ app: page }) => {
      await page.goto('/subscriptions')
      await expect(created(page, 'sub_tz1')).toHaveText(await shownIn(page, base, 'America/New_York'))
      await expect(created(page, 'sub_tz1')).toHaveAttribute('title', '2026-01-01 00:00:00 UTC')

      await page.getByRole('button', { name: 'Time zone: the browser’s' }).click()
      const dialog = page.getByRole('dialog', { name: 'Time zone' })
      await expect(dialog.getByRole('combobox', { name: 'Show and enter dates in' })).toHaveValue(
        'The browser’s (America/New_York)',
      )
      await dialog.getByRole('combobox', { name: 'Show and enter dates in' }).fill('Tokyo')
      await page.getByRole('option', { name: 'Asia/Tokyo' }).click()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Time zone: Asia/Tokyo' })).toBeVisible()
      await expect(created(page, 'sub_tz1')).toHaveText(await shownIn(page, base, 'Asia/Tokyo'))
      await expect(created(page, 'sub_tz1')).toHaveAttribute('title', '2026-01-01 00:00:00 UTC')

      // Kept on this device: a new visit shows the same zone.
      await page.reload()
      await expect(created(page, 'sub_tz1')).toHaveText(await shownIn(page, base, 'Asia/Tokyo'))

      // 09:00 on 2 January in Tokyo is midnight UTC, a day after the first subscription was created.
      await showFilters(page)
      await page.getByLabel('Created from').fill('2026-01-02T09:00')
      await expect(page).toHaveURL(new RegExp(`createTimeStart=${base + DAY}`))
      await expect(page.getByRole('link', { name: 'sub_tz1' })).toBeHidden()
      await expect(page.getByRole('link', { name: 'sub_tz2' })).toBeVisible()
    },
  )
})
