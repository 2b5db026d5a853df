// Runs the Playwright suite with a Chromium that works on this machine (see chromium.mjs).
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './chromium.mjs'

let executable
try {
  executable = ensureChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(`E2E: using Chromium at ${executable}`)
const result = spawnSync(
  new URL('../node_modules/.bin/playwright', import.meta.url).pathname,
  ['test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable },
  },
)
process.exit(result.status ?? 1)
