// `npm run size`: the JavaScript each landing page loads before it is usable, gzipped, against its budget
// (tools/perf/pages.mjs): the entry chunk and the split parts (component and loader) of the page's routes, each with the chunks it
// imports statically, read from the build's manifest. Usage: node scripts/check-size.mjs [distDir] [--json]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { landingPages } from '../tools/perf/pages.mjs'

/** The manifest's key of the part the router splits off a route file: its page component, with its loader. */
export function routeChunkKey(manifest, route) {
  const key = Object.keys(manifest).find((name) => name.startsWith(`${route}?tsr-split=`) && name.includes('component'))
  if (!key) throw new Error(`no split component of ${route} in the manifest: is the route file right?`)
  return key
}

/** The files a page loads before it is usable: the entry's and its routes' split parts', with their imports. */
export function firstLoadFiles(manifest, routes) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'))
  if (!entry) throw new Error('the manifest has no HTML entry')
  visit(entry)
  for (const route of routes) {
    visit(routeChunkKey(manifest, route))
  }
  return [...seen].map((key) => manifest[key].file)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  // index.html's classic scripts (boot.js) load first too.
  const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((match) => match[1])
  const gzKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
  const pages = landingPages.map((page) => {
    const files = [...classic, ...firstLoadFiles(manifest, page.routes)]
    const jsKb = files.reduce((sum, file) => sum + gzKb(file), 0)
    return { name: page.name, jsKb: Math.round(jsKb * 10) / 10, files: files.length, budgetKb: page.budgetKb }
  })
  const over = pages.filter((page) => page.jsKb > page.budgetKb)
  if (args.includes('--json')) console.log(JSON.stringify(pages, null, 2))
  else {
    console.log('JavaScript before each landing page is usable, gzipped:')
    for (const page of pages)
      console.log(
        `  ${page.name.padEnd(14)} ${page.jsKb.toFixed(1).padStart(6)} KB in ${String(page.files).padStart(3)} files (budget ${page.budgetKb} KB)`,
      )
  }
  if (over.length) {
    console.error(`Over budget: ${over.map((page) => `${page.name} ${page.jsKb} KB > ${page.budgetKb} KB`).join(', ')}`)
    process.exit(1)
  }
}
