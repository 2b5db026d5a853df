// Finds nginx: on PATH, or in /usr/sbin where Debian puts it; as root on Debian/Ubuntu, installs Debian's
// nginx package when none is found (the e2e suite serves the build with deploy/nginx/dashboard.conf).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { aptInstall, canInstallWithApt } from './apt.mjs'

export function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim()
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path)) ?? null
}

export const nginxMissing = [
  'nginx is needed (the e2e suite serves the build with deploy/nginx/dashboard.conf) and none was found.',
  'Install it, then run again:',
  '  - Debian/Ubuntu: sudo apt-get install nginx',
  '  - macOS: brew install nginx',
  '  - or put an nginx binary on PATH.',
].join('\n')

export function ensureNginx() {
  let executable = findNginx()
  if (executable) return executable
  if (canInstallWithApt()) {
    console.log('No nginx found.')
    aptInstall('nginx')
    executable = findNginx()
  }
  if (!executable) throw new Error(nginxMissing)
  return executable
}
