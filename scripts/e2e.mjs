// Runs the Playwright suite with a Chromium that works on this machine:
// PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Playwright's own browser, else /usr/bin/chromium; when none is
// found and we are root, Debian's chromium is installed with apt-get.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

function playwrightsOwn() {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      console.error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${fromEnv}, which does not exist.`)
      process.exit(1)
    }
    return fromEnv
  }
  return playwrightsOwn() ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null)
}

let executable = findChromium()
if (!executable) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium package with apt-get…')
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    })
    if (install.status !== 0) {
      console.error('Installing chromium with apt-get failed.')
      process.exit(1)
    }
    executable = findChromium()
  }
}
if (!executable) {
  console.error(
    [
      'The end-to-end tests need Chromium and none was found.',
      'Install one of these, then run the tests again:',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (found at /usr/bin/chromium)',
      '  - Playwright\'s own build: npx playwright install chromium',
      '  - or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to the path of a Chromium or Chrome binary.',
    ].join('\n'),
  )
  process.exit(1)
}

console.log(`E2E: using Chromium at ${executable}`)
const result = spawnSync(new URL('../node_modules/.bin/playwright', import.meta.url).pathname, ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable },
})
process.exit(result.status ?? 1)
