import type { Locator } from '@playwright/test'
import { expect, SandboxControl, signInWithKey, test } from './fixtures'
import { firstScreen, recordPages } from './recordPage'

/** Whether an element lies wholly inside the first screen. */
async function inFirstScreen(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'the element is drawn').not.toBeNull()
  expect(box!.y + box!.height, 'its bottom is above the fold').toBeLessThanOrEqual(firstScreen.height)
  expect(box!.y).toBeGreaterThanOrEqual(0)
}

test.describe('record pages open on a summary for the task', () => {
  test.use({ viewport: firstScreen })

  for (const record of recordPages) {
    test(
      `the ${record.name} page: its summary and actions in the first screen, in words and money`,
      { tag: '@real' },
      async ({ page, dialect }) => {
        const workspace = await SandboxControl.workspace('demo', dialect)
        await signInWithKey(page, workspace.apiKey)
        await page.goto(record.path)
        const summary = page.getByRole('region', { name: 'Summary' })
        await expect(summary.getByRole('heading', { level: 1 })).toBeVisible()
        for (const fact of record.facts) {
          const stat = summary.getByRole('group', { name: fact, exact: true })
          await expect(stat).toBeVisible()
          await inFirstScreen(stat)
        }
        for (const action of record.actions) {
          const button = summary.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action, exact: true })
          const link = summary.getByRole('group', { name: 'Actions' }).getByRole('link', { name: action, exact: true })
          const either = button.or(link)
          await expect(either).toBeVisible()
          await inFirstScreen(either)
        }
        // The related list follows the summary.
        const related = record.related(page)
        await expect(related).toBeVisible()
        const summaryBox = (await summary.boundingBox())!
        const relatedBox = (await related.boundingBox())!
        expect(relatedBox.y).toBeGreaterThanOrEqual(summaryBox.y + summaryBox.height)

        // No code as a number and no amount in minor units, in the summary nor in any badge of the page.
        await expect(summary).not.toContainText(/\d+ · [a-z]/)
        await expect(summary).not.toContainText('minor units')
        for (const badge of await page.locator('main .mantine-Badge-root').all()) {
          await expect(badge).not.toHaveText(/^\s*\d+(\s*·.*)?\s*$/)
        }
        // Every other field waits under "All details", which starts closed.
        await expect(page.getByRole('button', { name: 'All details' })).toHaveAttribute('aria-expanded', 'false')
      },
    )
  }
})
