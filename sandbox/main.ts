import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { createSandbox } from './app'
import { type DialectName, isDialectName } from './dialect'
import { createFilePersistence, type FilePersistence, readSnapshot } from './persist'
import { type DatasetName, datasetNames } from './seed'
import type { StoreSnapshot } from './store'

const usage = `Usage: npm run sandbox -- [options]

  --port N          port (default 8787; 0 picks a free one)
  --host HOST       address to bind (default 127.0.0.1)
  --key KEY         API key of the primary workspace (default sk_test_sandbox)
  --dataset NAME    demo or empty: the primary workspace's data when it is created (default demo)
  --data FILE       keep the state in FILE: loaded on start, saved after each change
  --dialect NAME    spec or real: answer as the spec reads, or as the real service does (default spec)
  --public-url URL  base URL for links in responses (default: the request's origin)
  --help            this text`

function main(): void {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      key: { type: 'string', default: 'sk_test_sandbox' },
      dataset: { type: 'string', default: 'demo' },
      data: { type: 'string' },
      dialect: { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) exit(`--port must be a port number, not ${values.port}`)
  if (!(datasetNames as readonly string[]).includes(values.dataset))
    exit(`--dataset must be demo or empty, not ${values.dataset}`)
  if (!values.key.trim() || /\s/.test(values.key)) exit('--key must be a non-empty key without spaces')
  if (values.dialect !== undefined && !isDialectName(values.dialect))
    exit(`--dialect must be spec or real, not ${values.dialect}`)

  const dataFile = values.data ? resolve(values.data) : undefined
  let persistence: FilePersistence | undefined
  let initialState: StoreSnapshot | undefined
  if (dataFile) {
    try {
      initialState = readSnapshot(dataFile)
    } catch (error) {
      exit((error as Error).message)
    }
    persistence = createFilePersistence(dataFile)
  }

  const { app, store } = createSandbox({
    apiKey: values.key,
    dataset: values.dataset as DatasetName,
    initialState,
    dialect: values.dialect as DialectName | undefined,
    persist: persistence ? (snapshot) => persistence.save(snapshot) : undefined,
    publicUrl: values['public-url'],
  })
  // Save the state we start with (a new file, or the primary workspace added to an old one).
  persistence?.save(store.snapshot())

  const server = serve({ fetch: app.fetch, port, hostname: values.host }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address
    console.log(`Sandbox listening on http://${host}:${info.port}  key: ${values.key}`)
    console.log(
      `  dataset: ${initialState ? 'loaded from file' : values.dataset}  dialect: ${store.primary.dialect}` +
        (dataFile ? `  data: ${dataFile}` : '  (state kept in memory; --data FILE keeps it)'),
    )
  }) as Server

  server.on('error', (error) => exit(`Could not start: ${error.message}`))

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the sandbox`)
    persistence?.flush()
    server.close(() => process.exit(0))
    server.closeAllConnections?.()
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('exit', () => persistence?.flush())
}

function exit(message: string): never {
  console.error(message)
  process.exit(1)
}

main()
