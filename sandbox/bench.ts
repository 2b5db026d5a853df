import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createSandbox } from './app'
import { allAreas } from './areas'
import { generateInvoices, generateProducts, generateUsers } from './seed'

/**
 * Load test of the long lists: an in-process sandbox on a free loopback port with 10,000 products,
 * 10,000 customers and 10,000 invoices; for each of the product list, the customer list and the invoice
 * list, 10 connections for about 10 seconds with a mix of pages, sorts and filters. Prints requests per
 * second and the p50 and p99 latency of each.
 */

const RECORDS = 10_000
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const apiKey = 'sk_test_bench'

const { app, store } = createSandbox({ apiKey, dataset: 'empty', areas: allAreas })
generateProducts(store.primary, RECORDS)
generateUsers(store.primary, RECORDS)
generateInvoices(store.primary, RECORDS)

interface Scenario {
  name: string
  path: string
  bodies: object[]
}

const scenarios: Scenario[] = [
  {
    name: 'products',
    path: '/merchant/product/list',
    bodies: [
      { page: 0, count: 20 },
      { page: 42, count: 20, sortField: 'create_time', sortType: 'asc' },
      { page: 7, count: 50, sortField: 'gmt_modify', sortType: 'desc', status: [1] },
      { page: 120, count: 20, status: [2] },
    ],
  },
  {
    name: 'customers',
    path: '/merchant/user/list',
    bodies: [
      { page: 0, count: 20 },
      { page: 42, count: 20, sortField: 'email', sortType: 'asc' },
      { page: 3, count: 50, status: [0], sortField: 'user_name', sortType: 'desc' },
      { page: 0, count: 20, searchKey: 'lovelace' },
      { page: 1, count: 20, email: 'hopper.5' },
    ],
  },
  {
    name: 'invoices',
    path: '/merchant/invoice/list',
    bodies: [
      { page: 0, count: 20 },
      { page: 100, count: 20, sortField: 'total_amount', sortType: 'asc' },
      { page: 2, count: 50, status: [3], currency: 'EUR' },
      { page: 0, count: 20, amountStart: 10_000, amountEnd: 20_000, sortField: 'period_end' },
      { page: 0, count: 20, sendEmail: 'turing' },
    ],
  },
]

async function run(port: number, scenario: Scenario): Promise<boolean> {
  const url = `http://127.0.0.1:${port}${scenario.path}`
  console.log(`\n${scenario.name}: POST ${url}, ${RECORDS} records, ${CONNECTIONS} connections, ${DURATION_S} s`)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: scenario.bodies.map((body) => ({
      method: 'POST' as const,
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })),
  })
  console.log(`requests:        ${result.requests.total} (${result.non2xx} non-2xx, ${result.errors} errors)`)
  console.log(`requests/second: ${result.requests.average.toFixed(0)}`)
  console.log(`latency p50:     ${result.latency.p50} ms`)
  console.log(`latency p99:     ${result.latency.p99} ms`)
  return result.non2xx === 0 && result.errors === 0
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
await new Promise<void>((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
try {
  let ok = true
  for (const scenario of scenarios) ok = (await run(port, scenario)) && ok
  process.exitCode = ok ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  server.close()
  server.closeAllConnections()
}
