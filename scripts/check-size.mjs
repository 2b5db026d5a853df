// Measures the production build and enforces its budgets (gzipped):
//   first load: the JS that index.html loads before any route chunk (its script and modulepreloads)
//   CSS: the stylesheets index.html loads
//   each other JS chunk (route chunks and the chunks they share)
// Usage: node scripts/check-size.mjs [distDir] [--json]
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const budgets = { firstLoadKb: 180, cssKb: 40, chunkKb: 60 }

const args = process.argv.slice(2)
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
const asJson = args.includes('--json')

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''))
const firstLoad = [...refs(/<script[^>]+src="([^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)
const chunks = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`)
  .filter((file) => !firstLoad.includes(file))
  .map((file) => ({ file, kb: gz(file) }))
  .sort((a, b) => b.kb - a.kb)

const report = {
  firstLoadKb: firstLoad.reduce((sum, file) => sum + gz(file), 0),
  firstLoadFiles: firstLoad.map((file) => ({ file, kb: gz(file) })),
  cssKb: css.reduce((sum, file) => sum + gz(file), 0),
  chunks,
}

const failures = [
  report.firstLoadKb > budgets.firstLoadKb && `first load is ${report.firstLoadKb.toFixed(1)} KB, over ${budgets.firstLoadKb} KB`,
  report.cssKb > budgets.cssKb && `CSS is ${report.cssKb.toFixed(1)} KB, over ${budgets.cssKb} KB`,
  ...chunks
    .filter((chunk) => chunk.kb > budgets.chunkKb)
    .map((chunk) => `${chunk.file} is ${chunk.kb.toFixed(1)} KB, over ${budgets.chunkKb} KB`),
].filter(Boolean)

if (asJson) {
  console.log(JSON.stringify({ ...report, budgets, failures }, null, 2))
} else {
  const line = (label, kb, budget) =>
    `${label.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB${budget ? ` (budget ${budget} KB)` : ''}`
  console.log('Build sizes, gzipped:')
  console.log(line('First load JS', report.firstLoadKb, budgets.firstLoadKb))
  for (const file of report.firstLoadFiles) console.log(line(`  ${file.file}`, file.kb))
  console.log(line('CSS', report.cssKb, budgets.cssKb))
  console.log(`Other chunks (each within ${budgets.chunkKb} KB):`)
  for (const chunk of chunks) console.log(line(`  ${chunk.file}`, chunk.kb))
}
if (failures.length) {
  console.error(`Size budget exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
