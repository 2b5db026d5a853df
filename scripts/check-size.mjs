// Measures the production build and enforces its budgets (gzipped):
//   each landing page (scripts/landing-pages.mjs): the JavaScript it loads before it is usable, in KB and in
//   files requested: index.html's classic scripts, the entry chunk, the page's route chunks, and every chunk
//   they import statically (from the build's manifest)
//   CSS: the stylesheets index.html loads
// and that neither those stylesheets nor index.html's icon use an SVG image: each is a document of its own that the
// page builds on its main thread (about 13 ms at CPU ×4), the icon's just before a list's first render;
// and that each module a landing page loads before it is usable starts with V8's compile hint (see chunking.mjs),
// and that boot.js fetches ahead the files of the landing pages and the detail pages (see page-budgets.mjs,
// preloadTable).
// Usage: node scripts/check-size.mjs [distDir] [--json]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { compileHint } from './chunking.mjs'
import { landingPages, redirectPages } from './landing-pages.mjs'
import { bootTableOf, checkPage, detailPages, preloadTable } from './page-budgets.mjs'

export const cssBudgetKb = 37

const args = process.argv.slice(2)
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
const asJson = args.includes('--json')

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''))
const classicScripts = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="([^"]+\.js)"/g)].map((match) =>
  match[1].replace(/^\//, ''),
)
const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

const pages = landingPages.map((page) => checkPage(page, manifest, classicScripts, gz))
const jsChunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'))
const report = {
  pages,
  cssKb: css.reduce((sum, file) => sum + gz(file), 0),
  chunks: { count: jsChunks.length, underOneKb: jsChunks.filter((chunk) => gz(chunk.file) < 1).length },
}
const unhinted = [
  ...new Set(
    pages.flatMap((page) =>
      page.files
        .map((each) => each.file)
        .filter((file) => !classicScripts.includes(file))
        .filter((file) => !readFileSync(join(dist, file), 'utf8').startsWith(`${compileHint}\n`)),
    ),
  ),
]
const boot = readFileSync(join(dist, 'boot.js'), 'utf8')
const preloads = bootTableOf(boot, 'preloads')
const detail = detailPages(Object.keys(bootTableOf(boot, 'firstRequests') ?? {}), (folder) => readdirSync(folder))
const preloadsRight =
  JSON.stringify(preloads) === JSON.stringify(preloadTable(manifest, [...landingPages, ...redirectPages, ...detail]))
const svgImages = css.flatMap((file) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/url\(\s*["']?(data:image\/svg[^"')]{0,40}|[^"')]*\.svg\b)/g)].map(
    (match) => `${file} draws an SVG image (${match[1]}…): draw it with CSS or an inline <svg>`,
  ),
)
const svgIcons = refs(/<link[^>]+rel="(?:shortcut )?icon"[^>]+href="([^"]+\.svg)"/g).map(
  (file) => `index.html's icon ${file} is an SVG image: use a PNG`,
)
const failures = [
  ...pages.flatMap((page) => page.failures),
  !preloadsRight && 'boot.js does not fetch ahead the files of the signed-out landing pages (its table is missing or stale)',
  ...unhinted.map((file) => `${file} loads before a landing page is usable but does not start with the compile hint`),
  ...svgImages,
  ...svgIcons,
  report.cssKb > cssBudgetKb && `CSS is ${report.cssKb.toFixed(1)} KB, over ${cssBudgetKb} KB`,
].filter(Boolean)

if (asJson) {
  console.log(JSON.stringify({ ...report, cssBudgetKb, failures }, null, 2))
} else {
  const kb = (value) => `${value.toFixed(1).padStart(6)} KB`
  console.log('Build sizes, gzipped. JavaScript loaded before each landing page is usable:')
  for (const page of pages) {
    console.log(
      `  ${page.name.padEnd(13)} ${kb(page.jsKb)} (budget ${page.budget.jsKb} KB) in ${String(page.requests).padStart(2)} files (budget ${page.budget.requests})`,
    )
    for (const file of page.files) console.log(`      ${file.file.padEnd(44)} ${kb(file.kb)}`)
  }
  console.log(`  CSS           ${kb(report.cssKb)} (budget ${cssBudgetKb} KB)`)
  console.log(`  ${report.chunks.count} JavaScript chunks in all, ${report.chunks.underOneKb} under 1 KB`)
}
if (failures.length) {
  console.error(`Size budget exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
