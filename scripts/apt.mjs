// Installs a Debian package with apt-get where this machine allows it: as root on Debian or Ubuntu.
import { spawnSync } from 'node:child_process'

export function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** Installs the package `name`; throws when apt-get fails. A server package is not started (RUNLEVEL=1). */
export function aptInstall(name) {
  console.log(`Installing Debian's ${name} package with apt-get…`)
  const install = spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${name}`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
  })
  if (install.status !== 0) throw new Error(`Installing ${name} with apt-get failed.`)
}
