import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Journal, journalFileOf, readState, removeStaleTempFiles, writeFileAtomic } from './persist'
import type { StoreSnapshot } from './store'
import { createTestSandbox, TEST_KEY } from './testing'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'))
  file = join(dir, 'state.json')
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** A sandbox whose changes go to a journal of `file`, as `--data` sets it up. */
function journaled(options: { initialState?: StoreSnapshot; compactAfterBytes?: number } = {}) {
  const sandbox = createTestSandbox({ initialState: options.initialState, persist: (changes) => journal.append(changes) })
  const journal = new Journal(file, sandbox.store, options.initialState?.journalSeq ?? 0, {
    compactAfterBytes: options.compactAfterBytes,
  })
  journal.compactNow()
  return { ...sandbox, journal }
}

/** The state without the members that say when it was saved. */
const stateOf = (snapshot: StoreSnapshot | undefined) => JSON.parse(JSON.stringify(snapshot?.workspaces ?? []))

describe('writeFileAtomic', () => {
  it('writes the file through a temporary file and leaves nothing else', () => {
    const nested = join(dir, 'nested', 'state.json')
    writeFileAtomic(nested, '{"a":1}')
    writeFileAtomic(nested, '{"a":2}')
    expect(readFileSync(nested, 'utf8')).toBe('{"a":2}')
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json'])
  })

  it('keeps the previous file whole when the write fails', () => {
    writeFileAtomic(file, '{"version":"old"}')
    // A directory where the temporary file should go makes the write fail.
    mkdirSync(`${file}.tmp`)
    expect(() => writeFileAtomic(file, '{"version":"new"}')).toThrow()
    expect(readFileSync(file, 'utf8')).toBe('{"version":"old"}')
  })
})

describe('removeStaleTempFiles', () => {
  it('removes the temporary files a killed process left, and nothing else', () => {
    for (const name of [
      'state.json',
      'state.json.tmp',
      'state.json.4242.tmp',
      'state.json.journal',
      'state.json.journal.tmp',
      'other.tmp',
    ])
      writeFileSync(join(dir, name), '')
    removeStaleTempFiles(file)
    expect(readdirSync(dir).sort()).toEqual(['other.tmp', 'state.json', 'state.json.journal'])
  })
})

describe('the journal', () => {
  it('has every acknowledged change on disk before the answer, and a restart finds them all', async () => {
    const first = journaled()
    await first.call('/merchant/product/new', { productName: 'Survives restarts' })
    await first.control('seed', { members: [{ email: 'kept@example.test', password: 'Kept-Pass-1' }] })
    const created = (await first.control<{ apiKey: string }>('workspaces', { dataset: 'empty' })).body.data
    await first.call('/merchant/product/new', { productName: 'Elsewhere' }, { key: created.apiKey })
    // No snapshot was written since the start: the changes are in the journal only.
    expect(readFileSync(journalFileOf(file), 'utf8').trim().split('\n')).toHaveLength(4)

    const restored = readState(file)
    expect(stateOf(restored)).toEqual(stateOf(first.store.snapshot()))
    const second = createTestSandbox({ initialState: restored })
    const listed = await second.call<{ products: { productName: string }[] }>('/merchant/product/list', { count: 1 })
    expect(listed.body.data.products[0].productName).toBe('Survives restarts')
    expect((await second.call('/merchant/product/list', {}, { key: created.apiKey })).status).toBe(200)
  })

  it('journals only the records a request changed, not the collection', async () => {
    const { call, journal } = journaled()
    await call('/merchant/product/new', { productName: 'One' })
    const [line] = readFileSync(journalFileOf(file), 'utf8').trim().split('\n')
    const entry = JSON.parse(line)
    expect(entry.seq).toBe(journal.seq)
    expect(entry.workspaces).toHaveLength(1)
    expect(entry.workspaces[0].collections.products.put).toHaveLength(1)
    expect(entry.workspaces[0].collections.products.put[0].productName).toBe('One')
    expect(entry.workspaces[0].meta.counters.products).toBeGreaterThan(100)
  })

  it('answers 500 and acknowledges nothing when the entry cannot be written', async () => {
    const sandbox = createTestSandbox({
      persist: () => {
        throw new Error('ENOSPC: no space left on device')
      },
    })
    const response = await sandbox.call('/merchant/product/new', { productName: 'Not saved' })
    expect(response.status).toBe(500)
    expect(response.body).toMatchObject({ code: 500, message: 'Internal error: the change could not be saved' })
  })

  it('leaves out a last entry cut short by a kill, and starts the next entry on its own line', async () => {
    const first = journaled()
    await first.call('/merchant/product/new', { productName: 'Whole' })
    const seq = first.journal.seq
    first.journal.close()
    appendFileSync(journalFileOf(file), '{"seq":99,"workspaces":[{"id":"ws_')

    const restored = readState(file)
    expect(stateOf(restored)).toEqual(stateOf(first.store.snapshot()))
    const second = journaled({ initialState: restored })
    expect(second.journal.seq).toBe(seq)
    await second.call('/merchant/product/new', { productName: 'After the cut' })
    expect(readState(file)?.workspaces[0].collections.products.at(-1)?.productName).toBe('After the cut')
  })

  it('folds the journal into a new snapshot in the background while writes go on', async () => {
    const { call, journal, store } = journaled({ compactAfterBytes: 1 })
    await call('/merchant/product/new', { productName: 'Starts a compaction' })
    const compaction = journal.compacting
    expect(compaction).toBeDefined()
    // Writes during the compaction: they stay in the journal, which keeps what the snapshot may lack.
    await Promise.all([1, 2, 3].map((n) => call('/merchant/product/new', { productName: `During ${n}` })))
    await call('/merchant/product/list', {})
    await compaction
    await journal.compacting
    expect(stateOf(readState(file))).toEqual(stateOf(store.snapshot()))
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.journal'])
    expect(JSON.parse(readFileSync(file, 'utf8')).journalSeq).toBeGreaterThan(0)
  })

  it('stops a background compaction on close and leaves no temporary file', async () => {
    const { call, journal } = journaled({ compactAfterBytes: 1 })
    await call('/merchant/product/new', { productName: 'x' })
    const compaction = journal.compacting
    journal.close()
    await compaction
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.journal'])
  })
})

describe('readState: a data file is checked before anything starts from it', () => {
  const valid = () => {
    const { store } = createTestSandbox({ dataset: 'empty' })
    return JSON.parse(JSON.stringify(store.snapshot())) as StoreSnapshot & Record<string, unknown>
  }
  const write = (value: unknown) => writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value))
  const problem = () => {
    try {
      readState(file)
    } catch (error) {
      return (error as Error).message
    }
    return 'no problem'
  }

  it('is undefined without a file, and the file as saved otherwise', () => {
    expect(readState(file)).toBeUndefined()
    const snapshot = valid()
    write(snapshot)
    expect(readState(file)).toEqual(snapshot)
  })

  it.each([
    ['{"format": "merch', 'is not valid JSON'],
    [null, 'must be an object with format "merchant-sandbox" (this is not a sandbox data file)'],
    [[], 'must be an object with format "merchant-sandbox" (this is not a sandbox data file)'],
    [{}, 'format: must be "merchant-sandbox" (this is not a sandbox data file) (and 3 more problems)'],
  ])('refuses %j with one message naming the place', (value, message) => {
    write(value)
    expect(problem()).toBe(`${file}: ${message}`)
  })

  it('names the place of a damaged workspace or record', () => {
    const cases: [(snapshot: StoreSnapshot & Record<string, unknown>) => void, string][] = [
      [(s) => ((s.workspaces as unknown[])[0] = null), 'workspaces[0]: must be an object'],
      [
        (s) => ((s.workspaces[0].collections as unknown as Record<string, unknown>).users = { 1: {} }),
        'workspaces[0].collections.users: must be a list',
      ],
      [
        (s) => (s.workspaces[0].collections.products = [{ productName: 'No id' }] as never),
        'workspaces[0].collections.products[0].id: is missing',
      ],
      [
        (s) => (s.workspaces[0].collections.products = [{ id: 3 }, { id: 4 }, { id: 3 }] as never),
        'workspaces[0].collections.products[2].id: 3 appears twice (also at [0])',
      ],
      [
        (s) => (s.workspaces[0].collections.products = [{ id: 1, productName: { x: 1 } }] as never),
        'workspaces[0].collections.products[0].productName: must be text',
      ],
      [(s) => (s.workspaces[0].counters = { products: -1 }), 'workspaces[0].counters.products: cannot be negative'],
      [(s) => (s.workspaces[0].apiKey = ''), 'workspaces[0].apiKey: must be a key without spaces'],
    ]
    for (const [damage, message] of cases) {
      const snapshot = valid()
      damage(snapshot)
      write(snapshot)
      expect(problem()).toBe(`${file}: ${message}`)
    }
  })

  it('counts the other problems', () => {
    const snapshot = valid()
    snapshot.workspaces[0].collections.products = [{}, {}] as never
    write(snapshot)
    expect(problem()).toBe(`${file}: workspaces[0].collections.products[0].id: is missing (and 1 more problem)`)
  })

  it('names the journal line of a damaged entry', () => {
    write(valid())
    writeFileSync(journalFileOf(file), '{"seq":1,"workspaces":[]}\nnot json\n')
    expect(problem()).toBe(`${journalFileOf(file)} line 2: is not valid JSON`)
    writeFileSync(journalFileOf(file), '{"seq":1,"workspaces":[{"id":"ws_x","collections":{"products":{"put":[{"id":"7"}]}}}]}\n')
    expect(problem()).toBe(
      `${journalFileOf(file)} line 1: workspaces[0].collections.products.put[0].id: must be a whole number greater than 0`,
    )
  })

  it('refuses a journal whose entries would give two workspaces one key', () => {
    const snapshot = valid()
    write(snapshot)
    const twin = { ...snapshot.workspaces[0], id: 'ws_twin' }
    writeFileSync(journalFileOf(file), `${JSON.stringify({ seq: 1, workspaces: [{ id: 'ws_twin', whole: twin }] })}\n`)
    expect(problem()).toBe(`${file} with its journal: workspaces[1].apiKey: "${TEST_KEY}" appears twice (also at [0])`)
  })

  it('refuses a journal entry for a workspace it does not know', () => {
    write(valid())
    writeFileSync(journalFileOf(file), '{"seq":1,"workspaces":[{"id":"ws_unknown","meta":null}]}\n'.replace(',"meta":null', ''))
    expect(problem()).toBe(
      `${journalFileOf(file)} entry 1: workspace ws_unknown changes, but neither the file nor the journal before it has it`,
    )
  })

  it('starts a sandbox from a file it wrote', () => {
    const { journal, store } = journaled()
    journal.close()
    const second = createTestSandbox({ initialState: readState(file) })
    expect(second.store.primary.apiKey).toBe(TEST_KEY)
    expect(stateOf(second.store.snapshot())).toEqual(stateOf(store.snapshot()))
  })
})
