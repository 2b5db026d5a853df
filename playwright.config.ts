import { writeFileSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { distDir, environment, external, nginxOrigin, nginxPort, previewPort, primaryKey, sandboxPort } from './e2e/env'
import type { Dialect } from './e2e/fixtures'
import { chromiumArgs } from './scripts/chromium.mjs'

// The build is served with a runtime config that points at the service under test.
const configFile = new URL(`./.e2e-config-${previewPort}.json`, import.meta.url).pathname
writeFileSync(configFile, JSON.stringify({ environments: [environment], idleTimeoutMinutes: 30 }))

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE

// The tests tagged @real, which the `real` project runs again against real-dialect workspaces: every page
// and every read and write flow once. A test that walks a page and a flow already listed here stays untagged.
// - auth: sign-in and sign-out; a wrong key; a key revoked mid-session.
// - security: secrets never rendered, stored or logged.
// - products: the list (paging, sorting, filters); create (write); the empty list (the real `null` list).
// - tools: the product export over every page of the list.
// - users: the customers list, lookup and deep link; unknown and malformed ids; the user page (every field
//   group); change gateway (write); decrease promo credit (write); delete with force (write).
// - customer-portal: create a link from the user page (write); an unknown user.
// - renew: by subscription id, paid at once, and the invoice it opens (write); manual payment (open invoice);
//   a payment that waits, paid on its payment page; a refusal with its request id.
// - invoices: a list row opens its invoice (list and detail reads), an unknown invoice; PDF settings (write)
//   and the hosted invoice; the list paged and sorted.
// - discounts: template list, child codes and the child page; template and child deep links, unknown and
//   invalid ids; a redeemed child; a code's page and a decrease (write); a decrease the service refuses; an
//   unknown code; the codes list paged and sorted.
// - plans-metrics: the plan list; activate from a row (write); activate by id and an unknown plan; the metric
//   list; delete from a row (write); delete by id (the real `null` metric).
// - vat: a known number; an invalid number; the upload history paged; its filters.
// - webhooks: the endpoint list and Edit (write); deliveries paged and Resend from the list (write); update by
//   id (write); an unknown endpoint; an unknown event kind; resend by id to a refusing receiver (the real
//   `sendResult`); an unknown log.
// - account: the profile; two-factor reset (write); password reset by mailed code and by authenticator code
//   (writes); an unknown e-mail and a wrong key.

export default defineConfig<{ dialect: Dialect }>({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // scripts/retried.mjs: a test that passed only on its retry is listed at the end of `npm test`.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./scripts/retried.mjs']]
    : [['list'], ['./scripts/retried.mjs']],
  use: {
    baseURL: `http://localhost:${previewPort}`,
    // A failed test's trace: each action with the page's DOM before and after, the network and the console. In CI
    // it is recorded on the retry of a test that failed, not on every test: recording took a sixth to a fifth
    // of the suite's time on 2 cores. Never the screencast: the DOM snapshots already show its frames.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
  },
  projects: [
    // Every test, against workspaces that answer as the spec reads.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['deploy.spec.ts', 'screenshots.spec.ts'] },
    // The tests tagged @real (every page and every read and write flow once), against workspaces that answer
    // as the real service does. Not against another service: it is real already.
    ...(external
      ? []
      : [
          {
            name: 'real',
            grep: /@real/,
            testIgnore: ['deploy.spec.ts', 'screenshots.spec.ts'],
            use: { browserName: 'chromium' as const, dialect: 'real' as const },
          },
        ]),
    // The record pages' pictures in docs/screenshots/, made on demand (SCREENSHOTS=1), never by the suite.
    ...(process.env.SCREENSHOTS
      ? [{ name: 'screenshots', use: { browserName: 'chromium' as const }, testMatch: 'screenshots.spec.ts' }]
      : []),
    // The build as deployed: real nginx with deploy/nginx/dashboard.conf.
    { name: 'nginx', use: { browserName: 'chromium', baseURL: nginxOrigin }, testMatch: 'deploy.spec.ts' },
  ],
  webServer: [
    ...(external
      ? []
      : [
          {
            // The preview's and nginx's origins are the web pages that call this sandbox.
            command: `node_modules/.bin/tsx sandbox/main.ts --port ${sandboxPort} --key ${primaryKey} --dataset demo --cors-origin http://localhost:${previewPort} --cors-origin ${nginxOrigin}`,
            url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            timeout: 60_000,
          },
        ]),
    {
      command: `node_modules/.bin/vite preview --port ${previewPort} --strictPort --outDir ${distDir}`,
      url: `http://localhost:${previewPort}`,
      reuseExistingServer: false,
      env: { DASHBOARD_CONFIG: configFile, DASHBOARD_CSP: '1' },
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-nginx.mjs --port ${nginxPort} --dist ${distDir}`,
      url: `${nginxOrigin}/config.json`,
      reuseExistingServer: false,
      env: { DASHBOARD_ENVIRONMENTS: JSON.stringify([environment]), DASHBOARD_IDLE_TIMEOUT_MINUTES: '30' },
      // SIGTERM, so that it removes its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
    },
  ],
})
