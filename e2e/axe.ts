import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Every axe violation on the page as it is now, whatever its impact, one line per element, so that a
 * failure names what to fix. The full rule set always runs.
 *
 * Every route is scanned, light and dark, by a11y.spec.ts; a spec scans only a state that no route shows
 * on its own (an open dialog, a result panel, an error or empty state).
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // The app has no frames from other origins: axe runs in the page itself, without the blank page that
    // assembles the results of several origins' frames.
    .setLegacyMode()
    // Only violations are read: axe keeps one example of each passing rule instead of every node it passed.
    .options({ resultTypes: ['violations'] })
    .analyze()
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
