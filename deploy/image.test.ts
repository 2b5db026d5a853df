import { readFileSync, statSync } from 'node:fs'
import { dirname, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The image cannot be built where there is no Docker engine, so this checks its wiring from the files:
// every file nginx and the entry script read is copied where they look for it.

const repo = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(resolve(repo, path), 'utf8')
const nginxConfDir = '/etc/nginx'

/** The instructions of each stage of the Dockerfile, with continued lines joined. */
function stages(dockerfile: string) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const result: { from: string; instructions: string[] }[] = []
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/)
    if (keyword === 'FROM') result.push({ from: rest[0] ?? '', instructions: [] })
    else result.at(-1)?.instructions.push(line)
  }
  return result
}

const [build, serve] = stages(read('deploy/Dockerfile'))
const instruction = (keyword: string) =>
  serve!.instructions.filter((line) => line.startsWith(`${keyword} `)).map((line) => line.slice(keyword.length + 1))

/** Where each file of the repository lands in the image. */
const copied = new Map(
  instruction('COPY')
    .filter((args) => !args.startsWith('--from'))
    .map((args) => args.split(/\s+/) as [string, string]),
)
const destinationOf = (file: string) => {
  const destination = copied.get(file)
  expect(destination, `the Dockerfile copies ${file}`).toBeDefined()
  return destination!
}
const directive = (conf: string, name: string) =>
  [...conf.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))].map((m) => m[1]!)

const nginxConf = read('deploy/nginx/nginx.conf')
const siteConf = read('deploy/nginx/dashboard.conf')
const [, script, webRoot, cspFile] = /^node (\S+) (\S+) (\S+)$/m.exec(read('deploy/docker-entrypoint.sh')) ?? []

describe('the Dockerfile', () => {
  it('builds with a pinned Node 20 (npm ci, npm run build) and serves with a pinned nginx', () => {
    expect(build!.from).toMatch(/^node:20\.\d+\.\d+-/)
    expect(build!.instructions).toEqual(expect.arrayContaining(['RUN npm ci --no-audit --no-fund', 'RUN npm run build']))
    expect(serve!.from).toMatch(/^nginx:\d+\.\d+\.\d+-/)
  })

  it('serves the build from the root of nginx.conf, which includes the shipped site rules', () => {
    expect(destinationOf('deploy/nginx/nginx.conf')).toBe(`${nginxConfDir}/nginx.conf`)
    const [root] = directive(nginxConf, 'root')
    expect(instruction('COPY')).toContain(`--from=build /app/dist ${root}`)
    const includes = directive(nginxConf, 'include').map((path) => posix.resolve(nginxConfDir, path))
    expect(includes).toContain(destinationOf('deploy/nginx/dashboard.conf'))
  })

  it('runs the entry script, which writes config.json into that root and the CSP where the site rules include it', () => {
    const entrypoint = destinationOf('deploy/docker-entrypoint.sh')
    expect(instruction('ENTRYPOINT')).toEqual([JSON.stringify([entrypoint])])
    expect(statSync(resolve(repo, 'deploy/docker-entrypoint.sh')).mode & 0o111, 'the entry point is executable').not.toBe(0)
    expect(script).toBe(destinationOf('deploy/configure.mjs'))
    expect(webRoot).toBe(directive(nginxConf, 'root')[0])
    expect(directive(siteConf, 'include').map((path) => posix.resolve(nginxConfDir, path))).toEqual([cspFile])
    // It runs as the image's user, who owns the two files it rewrites.
    const [user] = instruction('USER')
    expect(instruction('RUN').join(' ')).toContain(`chown ${user}:${user} ${cspFile} ${webRoot}/config.json`)
    expect(instruction('CMD')).toEqual(['["nginx", "-g", "daemon off;"]'])
  })

  it('copies the modules the entry script imports, at the same relative places', () => {
    const pending = ['deploy/configure.mjs']
    for (const file of pending) {
      for (const [, specifier] of read(file).matchAll(/^import .* from '(\.[^']+)'/gm)) {
        const imported = relative(repo, resolve(repo, dirname(file), specifier!))
        expect(destinationOf(imported)).toBe(posix.resolve(posix.dirname(destinationOf(file)), specifier!))
        pending.push(imported)
      }
    }
    expect(pending).toContain('scripts/csp.mjs')
  })

  it('listens where it says it does', () => {
    expect(instruction('EXPOSE')).toEqual(directive(nginxConf, 'listen'))
  })
})

describe('.dockerignore', () => {
  const ignored = read('.dockerignore').split('\n').filter(Boolean)

  it('keeps installed modules and builds out of the context, and nothing the image copies', () => {
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.git']))
    for (const file of ['package.json', 'package-lock.json', ...copied.keys()]) {
      expect(ignored.some((pattern) => file === pattern || file.startsWith(`${pattern}/`))).toBe(false)
    }
  })
})
