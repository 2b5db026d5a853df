import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../scripts/csp.mjs'
import { cspDirective } from './configure.mjs'

// deploy/README.md's snippets are the shipped files' own lines.

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')
const readme = read('deploy/README.md')
const section = (heading: string) => {
  const start = readme.indexOf(`\n## ${heading}\n`)
  expect(start, `README has a ${heading} section`).toBeGreaterThan(-1)
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end === -1 ? undefined : end)
}
/** The fenced code blocks of `text` written in `language` ('' for none). */
function blocks(text: string, language: string) {
  const found: { language: string; lines: string[] }[] = []
  let open: { language: string; lines: string[] } | null = null
  for (const line of text.split('\n')) {
    if (open && line === '```') {
      found.push(open)
      open = null
    } else if (open) open.lines.push(line)
    else if (line.startsWith('```')) open = { language: line.slice(3).trim(), lines: [] }
  }
  return found.filter((block) => block.language === language).map((block) => block.lines.join('\n'))
}
/** nginx configuration without comments, in one line. */
const normalized = (conf: string) => conf.replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim()

const deploying = section('Deploying')
const siteConf = read('deploy/nginx/dashboard.conf')
const shipped = ['deploy/nginx/dashboard.conf', 'deploy/nginx/nginx.conf'].map((file) => normalized(read(file)))

/** `Name: value` of every header an `add_header` line sends with a fixed value. */
const headersOf = (conf: string) =>
  [...conf.matchAll(/^\s*add_header\s+(\S+)\s+"([^"$]*)"/gm)].map(([, name, value]) => `${name}: ${value}`)

describe('the deployment guide', () => {
  it('quotes nginx configuration only as it is in deploy/nginx', () => {
    const snippets = blocks(deploying, 'nginx')
    expect(snippets.length).toBeGreaterThan(0)
    for (const snippet of snippets) {
      expect(
        shipped.some((conf) => conf.includes(normalized(snippet))),
        snippet,
      ).toBe(true)
    }
  })

  it('lists the security headers dashboard.conf sends, with the policy csp.mjs builds for the README config', () => {
    const [example] = blocks(section('Pointing the dashboard at a service'), 'json')
    const { environments } = JSON.parse(example!) as { environments: { baseUrl: string }[] }
    const [headers] = blocks(deploying, '')
    const listed = headers!.trim().split('\n')
    expect(listed).toContain(`Content-Security-Policy: ${contentSecurityPolicy(environments)}`)
    expect(listed.sort()).toEqual([...headersOf(siteConf), ...headersOf(cspDirective(environments))].sort())
  })

  it('names every variable the entry script reads, and the files it points at exist', () => {
    const variables = [...read('deploy/configure.mjs').matchAll(/\b(DASHBOARD_[A-Z_]+)\b/g)].map((match) => match[1])
    const table = [...deploying.matchAll(/^\| `(DASHBOARD_[A-Z_]+)` \|/gm)].map((match) => match[1])
    expect(table.sort()).toEqual([...new Set(variables)].sort())
    for (const [, path] of deploying.matchAll(/`((?:deploy|scripts)\/[^`\s]+)`/g)) {
      expect(existsSync(new URL(`../${path}`, import.meta.url)), path).toBe(true)
    }
  })
})
