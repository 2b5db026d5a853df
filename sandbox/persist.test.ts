import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFilePersistence, readSnapshot, writeFileAtomic } from './persist'
import type { StoreSnapshot } from './store'
import { createTestSandbox } from './testing'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'))
})
afterEach(() => {
  vi.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

describe('writeFileAtomic', () => {
  it('writes the file through a temporary file and leaves nothing else', () => {
    const file = join(dir, 'nested', 'state.json')
    writeFileAtomic(file, '{"a":1}')
    writeFileAtomic(file, '{"a":2}')
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}')
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json'])
  })

  it('keeps the previous file whole when the write fails', () => {
    const file = join(dir, 'state.json')
    writeFileAtomic(file, '{"version":"old"}')
    // A directory where the temporary file should go makes the write fail.
    mkdirSync(`${file}.${process.pid}.tmp`)
    expect(() => writeFileAtomic(file, '{"version":"new"}')).toThrow()
    expect(readFileSync(file, 'utf8')).toBe('{"version":"old"}')
  })
})

describe('readSnapshot', () => {
  it('is undefined without a file and fails clearly on a broken one', () => {
    expect(readSnapshot(join(dir, 'missing.json'))).toBeUndefined()
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '{"format": "merch')
    expect(() => readSnapshot(broken)).toThrow(/not valid JSON/)
  })
})

describe('createFilePersistence', () => {
  it('debounces writes, keeps the latest snapshot and flushes on demand', () => {
    vi.useFakeTimers()
    const file = join(dir, 'state.json')
    const persistence = createFilePersistence(file, { debounceMs: 100 })
    const snapshot = (n: number) => ({ format: 'merchant-sandbox', version: 1, savedAt: n, workspaces: [] }) as StoreSnapshot
    persistence.save(snapshot(1))
    persistence.save(snapshot(2))
    expect(readSnapshot(file)).toBeUndefined()
    vi.advanceTimersByTime(100)
    expect(readSnapshot(file)?.savedAt).toBe(2)
    persistence.save(snapshot(3))
    persistence.flush()
    expect(readSnapshot(file)?.savedAt).toBe(3)
  })

  it('brings a sandbox back from the file after a restart', async () => {
    const file = join(dir, 'state.json')
    const persistence = createFilePersistence(file)
    const first = createTestSandbox({ persist: (snapshot) => persistence.save(snapshot) })
    await first.call('/merchant/product/new', { productName: 'Survives restarts' })
    persistence.flush()

    const second = createTestSandbox({ initialState: readSnapshot(file) })
    const listed = await second.call<{ products: { productName: string }[] }>('/merchant/product/list', { count: 1 })
    expect(listed.body.data.products[0].productName).toBe('Survives restarts')
  })
})
