import { mkdtempSync, rmSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createSandbox } from './app'
import { Journal } from './persist'
import { generateProducts } from './seed'

/**
 * What keeping the state in a file costs with 100,000 products: the time of one full snapshot, and the
 * latency of calls (a write loop beside product lists) while every write goes to the journal before it is
 * answered and the journal is folded into new snapshots in the background, with the event loop's longest
 * stalls. `npm run bench:persist`; BENCH_MEMORY=1 runs the same calls without a file.
 */

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 4
const apiKey = 'sk_test_bench'
const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'))
const file = join(dir, 'state.json')

/** Fold the journal after this many bytes, so that snapshots are written in the background during the run. */
const COMPACT_AFTER = Number(process.env.BENCH_COMPACT_BYTES ?? 128 * 1024)
const memoryOnly = process.env.BENCH_MEMORY === '1'
const { app, store } = createSandbox({
  apiKey,
  dataset: 'empty',
  persist: memoryOnly ? undefined : (changes) => journal.append(changes),
})
generateProducts(store.primary, PRODUCTS)
store.takeChanges()
const journal = new Journal(file, store, 0, { compactAfterBytes: COMPACT_AFTER })

const times: number[] = []
for (let run = 0; run < 3; run++) {
  const started = performance.now()
  journal.compactNow()
  times.push(performance.now() - started)
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(
  `${PRODUCTS} products: a full snapshot at once takes ${median(times).toFixed(0)} ms (${(statSync(file).size / 1e6).toFixed(1)} MB)`,
)
let compactions = 0
const compact = journal.compact.bind(journal)
journal.compact = () => {
  compactions++
  return compact()
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
await new Promise<void>((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }
const delay = monitorEventLoopDelay({ resolution: 5 })
delay.enable()
try {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      { method: 'POST', path: '/merchant/product/new', headers, body: JSON.stringify({ productName: 'Bench write' }) },
      { method: 'POST', path: '/merchant/product/list', headers, body: JSON.stringify({ page: 3, count: 20 }) },
    ],
  })
  delay.disable()
  console.log(`calls:            ${result.requests.total} in ${DURATION_S} s (${result.non2xx} non-2xx, ${result.errors} errors)`)
  console.log(`latency p50/p99:  ${result.latency.p50} / ${result.latency.p99} ms (max ${result.latency.max} ms)`)
  console.log(`event loop stall: p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`)
  if (!memoryOnly) console.log(`snapshots:        ${compactions} written in the background, journal at ${journal.seq} entries`)
  process.exitCode = result.non2xx || result.errors ? 1 : 0
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  server.close()
  server.closeAllConnections()
  await journal.compacting
  journal.close()
  rmSync(dir, { recursive: true, force: true })
}
