// Finds a Chromium this machine can run: PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own build, or
// /usr/bin/chromium; as root on Debian/Ubuntu, installs the chromium package when none is found.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { aptInstall, canInstallWithApt } from './apt.mjs'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

function playwrightsOwn() {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

/** The Chromium this machine has, or null: installs nothing. */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  return playwrightsOwn() ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null)
}

export function ensureChromium() {
  let executable = findChromium()
  if (executable) return executable
  if (canInstallWithApt()) {
    console.log('No Chromium found.')
    aptInstall('chromium')
    executable = findChromium()
  }
  if (!executable) {
    throw new Error(
      [
        'Chromium is needed and none was found. Install one of these, then run again:',
        '  - Debian/Ubuntu: sudo apt-get install chromium   (found at /usr/bin/chromium)',
        "  - Playwright's own build: npx playwright install chromium",
        '  - or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to the path of a Chromium or Chrome binary.',
      ].join('\n'),
    )
  }
  return executable
}
