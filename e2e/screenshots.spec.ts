import { expect, SandboxControl, signInWithKey, test } from './fixtures'
import { firstScreen, recordPages } from './recordPage'

/**
 * The record pages' pictures in docs/screenshots/: one PNG a page, 1400×900, light theme, demo data. Not a test:
 * run it with `SCREENSHOTS=1 node scripts/e2e.mjs --project screenshots`.
 */
test.use({ viewport: firstScreen, colorScheme: 'light' })

for (const record of recordPages) {
  test(`screenshot of the ${record.name} page`, async ({ page }) => {
    const workspace = await SandboxControl.workspace('demo')
    await signInWithKey(page, workspace.apiKey)
    await page.goto(record.path)
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(record.related(page)).toBeVisible()
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0)
    await page.screenshot({ path: `docs/screenshots/${record.name}.png` })
  })
}
