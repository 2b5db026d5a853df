import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'
import { transitionsEnded } from './fixtures'

/**
 * Every axe violation on the page as it is now, whatever its impact, one line per element, so that a
 * failure names what to fix. The full rule set always runs.
 *
 * Every route is scanned, light and dark, by a11y.spec.ts; a spec scans only a state that no route shows
 * on its own (an open dialog, a result panel, an error or empty state).
 */
export async function axeViolations(page: Page) {
  // axe is put into each frame of the document once, and stays there for every scan until the next load
  // (a route is scanned light and dark): the 650 kB script is not sent and compiled again for each scan.
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined')) await frame.evaluate(axe.source)
  }
  // A colour under way (a scheme just switched, a dialog fading in) is not one the page shows.
  await transitionsEnded(page)
  const { violations } = await page.evaluate(
    // Only violations are read: axe keeps one example of each passing rule instead of every node it passed.
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { resultTypes: ['violations'] } satisfies axe.RunOptions,
  )
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  )
}

/** The page as it is now passes the axe scan; `what` names the state in the failure message. */
export async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), `axe violations on ${what}`).toEqual([])
}
