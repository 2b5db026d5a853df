import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readState } from './persist'

/**
 * The sandbox process is killed with SIGKILL in the middle of a write loop, again and again; after each
 * restart every write it acknowledged must be there. Two lanes run side by side (each its own data file).
 */

const KEY = 'sk_test_durable'
const LANES = 2
const KILLS_PER_LANE = 3
const WRITERS = 4
const children = new Set<ChildProcess>()

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

/**
 * Starts `sandbox/main.ts --data FILE` on a free port; resolves with its address once it listens. Node runs
 * main.ts itself (with tsx as its loader, not the tsx command, whose child would outlive a SIGKILL).
 */
function start(file: string): Promise<{ child: ChildProcess; base: string }> {
  const args = ['--import', 'tsx', 'sandbox/main.ts', '--data', file, '--port', '0', '--key', KEY, '--dataset', 'empty']
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve({ child, base: match[1] })
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.on('exit', (code) => reject(new Error(`The sandbox stopped (${code}) before listening:\n${output}`)))
  })
}

const post = (base: string, path: string, body: unknown, key = KEY) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

interface Acknowledged {
  products: string[]
  workspaceKeys: string[]
}

/** Writes until the process dies; kills it once `killAfter` writes were acknowledged. */
async function writeUntilKilled(
  child: ChildProcess,
  base: string,
  lane: number,
  round: number,
  killAfter: number,
  acked: Acknowledged,
) {
  let count = 0
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const writer = async (writerId: number) => {
    for (let n = 0; ; n++) {
      const name = `lane ${lane} round ${round} writer ${writerId} write ${n}`
      try {
        if (n % 10 === 9) {
          const response = await post(base, '/__sandbox/workspaces', { dataset: 'empty' })
          if (response.status === 200)
            acked.workspaceKeys.push(((await response.json()) as { data: { apiKey: string } }).data.apiKey)
        } else {
          const response = await post(base, '/merchant/product/new', { productName: name })
          if (response.status === 200 && ((await response.json()) as { code: number }).code === 0) acked.products.push(name)
        }
      } catch {
        return // the process is gone
      }
      if (++count === killAfter) child.kill('SIGKILL')
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)))
  await exited
}

/** What the restarted sandbox holds of the acknowledged writes: the products and workspace keys missing. */
async function missing(base: string, acked: Acknowledged) {
  const state = (await (await fetch(`${base}/__sandbox/state`, { headers: { Authorization: `Bearer ${KEY}` } })).json()) as {
    data: { collections: { products: { productName: string }[] } }
  }
  const names = new Set(state.data.collections.products.map((product) => product.productName))
  const keys = await Promise.all(
    acked.workspaceKeys.map(async (key) => ((await post(base, '/merchant/product/list', {}, key)).status === 200 ? null : key)),
  )
  return { products: acked.products.filter((name) => !names.has(name)), workspaceKeys: keys.filter(Boolean) }
}

async function lane(lane: number) {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-kill-'))
  const file = join(dir, 'state.json')
  const acked: Acknowledged = { products: [], workspaceKeys: [] }
  try {
    for (let round = 0; round < KILLS_PER_LANE; round++) {
      const { child, base } = await start(file)
      expect(await missing(base, acked)).toEqual({ products: [], workspaceKeys: [] })
      // What a killed process left half-written is gone once a new one has started.
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
      await writeUntilKilled(child, base, lane, round, 15 + 17 * round, acked)
    }
    // After the last kill, the file as the next start would read it.
    const state = readState(file)!
    const names = new Set(
      state.workspaces.flatMap((workspace) => workspace.collections.products.map((product) => product.productName)),
    )
    const keys = new Set(state.workspaces.filter((workspace) => !workspace.revoked).map((workspace) => workspace.apiKey))
    expect(acked.products.filter((name) => !names.has(name))).toEqual([])
    expect(acked.workspaceKeys.filter((key) => !keys.has(key))).toEqual([])
    return acked.products.length + acked.workspaceKeys.length
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('a damaged data file', () => {
  it('stops the start with one message naming the place, and is left as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-damaged-'))
    const file = join(dir, 'state.json')
    const damaged = JSON.stringify({ format: 'merchant-sandbox', version: 1, savedAt: 1, workspaces: [null] })
    writeFileSync(file, damaged)
    try {
      const failed = start(file).then(
        () => 'started',
        (error: Error) => error.message,
      )
      const message = await failed
      expect(message).toContain(`Could not start from the data file: ${file}: workspaces[0]: must be an object`)
      expect(message).toContain('The file was not changed')
      expect(readFileSync(file, 'utf8')).toBe(damaged)
      expect(readdirSync(dir)).toEqual(['state.json'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // A new Node process compiles and starts the sandbox: seconds on a busy machine.
  }, 30_000)
})

describe('durability', () => {
  it(`keeps every acknowledged write through ${LANES * KILLS_PER_LANE} kills (SIGKILL) in a write loop`, async ({ annotate }) => {
    const writes = await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)))
    expect(writes.every((count) => count > 0)).toBe(true)
    await annotate(
      `${LANES * KILLS_PER_LANE} kills, ${writes.reduce((sum, count) => sum + count, 0)} acknowledged writes all found`,
    )
  }, 60_000)
})
