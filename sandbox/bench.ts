import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createSandbox } from './app'
import { generateProducts } from './seed'

/**
 * Load test of the product list: an in-process sandbox on a free loopback port with 10,000 products,
 * 10 connections for about 10 seconds. Prints requests per second and the p99 latency.
 */

const PRODUCTS = 10_000
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const apiKey = 'sk_test_bench'

const { app, store } = createSandbox({ apiKey, dataset: 'empty' })
generateProducts(store.primary, PRODUCTS)

const bodies = [
  { page: 0, count: 20 },
  { page: 42, count: 20, sortField: 'create_time', sortType: 'asc' },
  { page: 7, count: 50, sortField: 'gmt_modify', sortType: 'desc', status: [1] },
  { page: 120, count: 20, status: [2] },
]

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
server.once('listening', async () => {
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/merchant/product/list`
  console.log(`Benchmark: POST ${url}, ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION_S} s`)
  try {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: bodies.map((body) => ({
        method: 'POST' as const,
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })),
    })
    console.log(`requests:        ${result.requests.total} (${result.non2xx} non-2xx, ${result.errors} errors)`)
    console.log(`requests/second: ${result.requests.average.toFixed(0)}`)
    console.log(`latency p50:     ${result.latency.p50} ms`)
    console.log(`latency p99:     ${result.latency.p99} ms`)
    process.exitCode = result.non2xx || result.errors ? 1 : 0
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    server.close()
    server.closeAllConnections()
  }
})
