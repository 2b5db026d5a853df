// Runs the Playwright suite with a Chromium that works on this machine (see chromium.mjs), and nginx
// (see nginx.mjs) for the project that serves the build as deployed.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './chromium.mjs'
import { ensureNginx } from './nginx.mjs'

let executable, nginx
try {
  executable = ensureChromium()
  nginx = ensureNginx()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(`E2E: using Chromium at ${executable} and nginx at ${nginx}`)
const result = spawnSync(
  new URL('../node_modules/.bin/playwright', import.meta.url).pathname,
  ['test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable },
  },
)
process.exit(result.status ?? 1)
