import { writeFileSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { environment, external, previewPort, primaryKey, sandboxPort } from './e2e/env'
import { chromiumArgs } from './scripts/chromium.mjs'

// The build is served with a runtime config that points at the service under test.
const configFile = new URL(`./.e2e-config-${previewPort}.json`, import.meta.url).pathname
// E2E_DIST serves another build folder, so that several runs can share a checkout.
const distDir = process.env.E2E_DIST ?? 'dist'
writeFileSync(configFile, JSON.stringify({ environments: [environment], idleTimeoutMinutes: 30 }))

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${previewPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    ...(external
      ? []
      : [
          {
            // The preview's origin is the one web page that calls this sandbox.
            command: `node_modules/.bin/tsx sandbox/main.ts --port ${sandboxPort} --key ${primaryKey} --dataset demo --cors-origin http://localhost:${previewPort}`,
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
  ],
})
