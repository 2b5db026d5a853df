import { maxHeaderSize, type Server } from 'node:http'
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { createSandbox } from './app'
import { allAreas } from './areas'
import { DEFAULT_CORS_ORIGINS, parseOrigin } from './cors'
import { type DialectName, isDialectName } from './dialect'
import { clientErrorResponse } from './limits'
import { Journal, journalFileOf, readState, removeStaleTempFiles } from './persist'
import { type DatasetName, datasetNames, OWNER_EMAIL, OWNER_PASSWORD } from './seed'
import { DEMO_SUPPORT_EMAIL, DEMO_SUPPORT_PASSWORD } from './seed-account'
import { DEFAULT_MAX_WORKSPACES, type StoreSnapshot } from './store'
import { DEFAULT_SESSION_IDLE_SECONDS } from './member-auth'

const usage = `Usage: npm run sandbox -- [options]

  --port N          port (default 8787; 0 picks a free one)
  --host HOST       address to bind (default 127.0.0.1)
  --key KEY         API key of the primary workspace (default sk_test_sandbox)
  --dataset NAME    demo or empty: the primary workspace's data when it is created (default demo)
  --data FILE       keep the state in FILE: checked and loaded on start, every change saved before it is answered
  --dialect NAME    spec or real: answer as the spec reads, or as the real service does (default spec)
  --public-url URL  base URL for links in responses (default: the request's origin)
  --no-extensions   answer only the spec's 23 endpoints: the real service's list, search and detail
                    calls answer 404 as unknown paths do (in the primary workspace and, by default, in
                    new ones; in the real dialect a bare 404 without CORS headers, as the service's)
  --cors-origin O   also let web pages of origin O call the sandbox (repeatable; the dashboard's
                    http://localhost:5173 and :4173 always may; * lets any page, which is unsafe)
  --webhook-port N  let every workspace deliver webhooks to port N on loopback (repeatable)
  --max-workspaces N  refuse new workspaces beyond N (default ${DEFAULT_MAX_WORKSPACES})
  --session-idle-seconds N  a member's session ends after N seconds without a call
                    (default ${DEFAULT_SESSION_IDLE_SECONDS}, as the real service's)
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
      'no-extensions': { type: 'boolean', default: false },
      'cors-origin': { type: 'string', multiple: true, default: [] },
      'webhook-port': { type: 'string', multiple: true, default: [] },
      'max-workspaces': { type: 'string', default: String(DEFAULT_MAX_WORKSPACES) },
      'session-idle-seconds': { type: 'string', default: String(DEFAULT_SESSION_IDLE_SECONDS) },
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
  const corsOrigins = values['cors-origin'].map(
    (value) => parseOrigin(value) ?? exit(`--cors-origin must be an origin such as http://localhost:4174, not ${value}`),
  )
  const webhookPorts = values['webhook-port'].map((value) => {
    const webhookPort = Number(value)
    if (!Number.isInteger(webhookPort) || webhookPort < 1 || webhookPort > 65535)
      exit(`--webhook-port must be a port number, not ${value}`)
    return webhookPort
  })
  const maxWorkspaces = Number(values['max-workspaces'])
  if (!Number.isInteger(maxWorkspaces) || maxWorkspaces < 1)
    exit(`--max-workspaces must be a whole number from 1, not ${values['max-workspaces']}`)

  const sessionIdleSeconds = Number(values['session-idle-seconds'])
  if (!Number.isInteger(sessionIdleSeconds) || sessionIdleSeconds < 1)
    exit(`--session-idle-seconds must be a whole number from 1, not ${values['session-idle-seconds']}`)

  const dataFile = values.data ? resolve(values.data) : undefined
  let initialState: StoreSnapshot | undefined
  if (dataFile) {
    removeStaleTempFiles(dataFile)
    try {
      initialState = readState(dataFile)
    } catch (error) {
      exit(
        `Could not start from the data file: ${(error as Error).message}\nThe file was not changed; fix it, or move it away to start afresh.`,
      )
    }
  }
  // Opened once the port is ours: a start that fails writes nothing.
  let journal: Journal | undefined

  const { app, store } = createSandbox({
    apiKey: values.key,
    dataset: values.dataset as DatasetName,
    initialState,
    dialect: values.dialect as DialectName | undefined,
    persist: dataFile
      ? (changes) => {
          if (!journal) throw new Error('The data file is not open yet')
          journal.append(changes)
        }
      : undefined,
    publicUrl: values['public-url'],
    extensions: values['no-extensions'] ? false : undefined,
    areas: allAreas,
    corsOrigins: [...DEFAULT_CORS_ORIGINS, ...corsOrigins],
    webhookPorts,
    maxWorkspaces,
    sessionIdleSeconds,
  })

  const server = serve({ fetch: app.fetch, port, hostname: values.host }, (info) => {
    if (dataFile) {
      journal = new Journal(dataFile, store, initialState?.journalSeq ?? 0)
      // The state as started (the journal folded in, the primary workspace added) becomes the new snapshot.
      const current = initialState?.workspaces.some((workspace) => workspace.apiKey === values.key && !workspace.revoked)
      if (!current || statSync(journalFileOf(dataFile)).size > 0) journal.compactNow()
    }
    const host = info.address.includes(':') ? `[${info.address}]` : info.address
    console.log(`Sandbox listening on http://${host}:${info.port}  key: ${values.key}`)
    const support = values.dataset === 'demo' ? `, ${DEMO_SUPPORT_EMAIL} / ${DEMO_SUPPORT_PASSWORD}` : ''
    console.log(`  members: ${OWNER_EMAIL} / ${OWNER_PASSWORD}${support}`)
    console.log(
      `  dataset: ${initialState ? 'loaded from file' : values.dataset}  dialect: ${store.primary.dialect}` +
        (dataFile ? `  data: ${dataFile}` : '  (state kept in memory; --data FILE keeps it)'),
    )
    if (values['no-extensions']) console.log('  extensions off: list, search and detail calls answer 404')
  }) as Server

  server.on('error', (error) => exit(`Could not start: ${error.message}`))
  // A request the HTTP parser refuses (a URL and headers over its limit, ...) still gets an envelope.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy()
    else socket.end(clientErrorResponse(error.code, maxHeaderSize))
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the sandbox`)
    // Every change is in the journal already; a snapshot being written is dropped.
    journal?.close()
    server.close(() => process.exit(0))
    server.closeAllConnections?.()
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

function exit(message: string): never {
  console.error(message)
  process.exit(1)
}

main()
