// Serves a build with nginx and the shipped site configuration (deploy/nginx/dashboard.conf), the way the
// image does, but without root: nginx.conf, pid, temporary files and the web root live in a temporary
// folder that is removed on exit. config.json and the CSP are written by deploy/configure.mjs from the
// same environment variables the image reads (DASHBOARD_ENVIRONMENTS, ...).
//
//   DASHBOARD_ENVIRONMENTS='[...]' node scripts/serve-nginx.mjs --port 8080 [--host 127.0.0.1] [--dist dist]
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { configure } from '../deploy/configure.mjs'
import { findNginx, nginxMissing } from './nginx.mjs'

const site = fileURLToPath(new URL('../deploy/nginx/dashboard.conf', import.meta.url))

/** mime.types from the folder of nginx's own configuration (`--conf-path` of `nginx -V`). */
function mimeTypesOf(nginx) {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf'
  const mimeTypes = join(dirname(confPath), 'mime.types')
  if (!existsSync(mimeTypes)) throw new Error(`nginx's mime.types was not found at ${mimeTypes}`)
  return mimeTypes
}

const quote = (path) => JSON.stringify(path)

/** An nginx.conf that needs no root: everything it writes is under `dir`. */
function nginxConf({ dir, host, port, webRoot, mimeTypes }) {
  return `# Written by scripts/serve-nginx.mjs.
daemon off;
worker_processes 1;
pid ${quote(join(dir, 'nginx.pid'))};
error_log stderr warn;

events {
  worker_connections 256;
}

http {
  include ${quote(mimeTypes)};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${quote(join(dir, 'client_body'))};
  proxy_temp_path ${quote(join(dir, 'proxy'))};
  fastcgi_temp_path ${quote(join(dir, 'fastcgi'))};
  uwsgi_temp_path ${quote(join(dir, 'uwsgi'))};
  scgi_temp_path ${quote(join(dir, 'scgi'))};

  server {
    listen ${host}:${port};
    root ${quote(webRoot)};
    include ${quote(site)};
  }
}
`
}

/**
 * Prepares the folder: the web root holds a copy of the build's files and its own config.json, and
 * dashboard-csp.conf sits beside nginx.conf, where dashboard.conf includes it from. A copy, not links: the
 * checkout may sit in a folder nginx's workers cannot enter (a private temporary folder, a home directory).
 */
function prepare({ dir, dist, host, port, mimeTypes }) {
  // Readable by nginx's workers, which run as another user when nginx is started as root.
  chmodSync(dir, 0o755)
  const webRoot = join(dir, 'html')
  mkdirSync(webRoot)
  for (const entry of readdirSync(dist)) {
    if (entry !== 'config.json') cpSync(join(dist, entry), join(webRoot, entry), { recursive: true })
  }
  configure(process.env, { webRoot, cspFile: join(dir, 'dashboard-csp.conf') })
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConf({ dir, host, port, webRoot, mimeTypes }))
  return conf
}

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      dist: { type: 'string', default: 'dist' },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, not ${values.port}`)
  const dist = resolve(values.dist)
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run npm run build first`)
  const nginx = findNginx()
  if (!nginx) throw new Error(nginxMissing)

  const mimeTypes = mimeTypesOf(nginx)
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-nginx-'))
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  let conf
  try {
    conf = prepare({ dir, dist, host: values.host, port, mimeTypes })
  } catch (error) {
    removeDir()
    throw error
  }
  const server = spawn(nginx, ['-p', dir, '-c', conf], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'))
  server.on('error', (error) => {
    removeDir()
    console.error(`nginx could not be started: ${error.message}`)
    process.exit(1)
  })
  server.on('exit', (code, signal) => {
    removeDir()
    process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1))
  })
  console.log(`nginx serves ${dist} on http://${values.host}:${port} with deploy/nginx/dashboard.conf`)
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
