import {
  closeSync,
  fdatasyncSync,
  ftruncateSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { open } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { checkFolded, checkJournalEntry, checkSnapshot, DataFileError, type JournalEntry } from './datafile'
import {
  type CollectionName,
  collectionKeys,
  collectionNames,
  type Store,
  type StoreSnapshot,
  type WorkspaceChange,
} from './store'

/**
 * Keeping the sandbox state in a file (Node only).
 *
 * FILE holds a snapshot of every workspace; FILE.journal the changes made since, one JSON line per
 * request that changed something, written and flushed to disk before that request is answered: a
 * process killed at any moment loses nothing it acknowledged. Once the journal outgrows the snapshot it
 * is folded into a new snapshot in the background, written in slices so that the event loop stays free,
 * to FILE.tmp, flushed and renamed over FILE; the journal then keeps only what came after. On start, FILE
 * and the journal are checked (datafile.ts) and folded together before anything is written.
 */

export const journalFileOf = (file: string) => `${file}.journal`
const tempFileOf = (file: string) => `${file}.tmp`

/** Records per slice of a background snapshot: a few milliseconds of work between two turns of the event loop. */
const SLICE = 250

// ---- reading ----

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new DataFileError(`${file}: cannot be read (${(error as Error).message})`)
  }
}

/** Folds one journal entry into a snapshot (in place): whole workspaces, meta, mail and records by key. */
export function applyJournalEntry(snapshot: StoreSnapshot, entry: JournalEntry, where: string): void {
  for (const change of entry.workspaces) {
    const index = snapshot.workspaces.findIndex((workspace) => workspace.id === change.id)
    if (change.whole) {
      if (index < 0) snapshot.workspaces.push(change.whole)
      else snapshot.workspaces[index] = change.whole
      continue
    }
    if (index < 0)
      throw new DataFileError(`${where}: workspace ${change.id} changes, but neither the file nor the journal before it has it`)
    const state = snapshot.workspaces[index]
    if (change.meta) Object.assign(state, change.meta)
    if (change.mail) state.mailbox = [...state.mailbox.slice(0, change.mail.from), ...change.mail.messages]
    for (const [name, collectionChange] of Object.entries(change.collections ?? {}) as [
      CollectionName,
      Record<string, unknown[]>,
    ][]) {
      const key = collectionKeys[name]
      const byKey = new Map<unknown, unknown>()
      if (!collectionChange.replace)
        for (const record of state.collections[name] ?? []) byKey.set((record as Record<string, unknown>)[key], record)
      for (const record of collectionChange.replace ?? collectionChange.put ?? [])
        byKey.set((record as Record<string, unknown>)[key], record)
      for (const deleted of collectionChange.delete ?? []) byKey.delete(deleted)
      ;(state.collections as unknown as Record<string, unknown[]>)[name] = [...byKey.values()]
    }
  }
  snapshot.journalSeq = entry.seq
}

/** The journal's entries; a last line cut short (the process died while writing it, before answering) is left out. */
function readJournal(file: string): JournalEntry[] {
  const journal = journalFileOf(file)
  const text = readText(journal) ?? ''
  // Every entry ends with a newline: what follows the last one is an entry cut short, or nothing.
  const entries = text
    .split('\n')
    .slice(0, -1)
    .map((line, index) => {
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        throw new DataFileError(`${journal} line ${index + 1}: is not valid JSON`)
      }
      return checkJournalEntry(value, `${journal} line ${index + 1}`)
    })
  return entries
}

/**
 * The state kept in FILE and its journal, checked and folded together; undefined when there is neither.
 * Throws a DataFileError naming the first problem; nothing is written.
 */
export function readState(file: string): StoreSnapshot | undefined {
  const text = readText(file)
  let snapshot: StoreSnapshot | undefined
  if (text !== undefined) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw new DataFileError(`${file}: is not valid JSON`)
    }
    snapshot = checkSnapshot(value, file)
  }
  const entries = readJournal(file)
  const seq = snapshot?.journalSeq ?? 0
  const later = entries.filter((entry) => entry.seq > seq)
  if (later.length === 0) return snapshot
  snapshot ??= { format: 'merchant-sandbox', version: 1, savedAt: 0, journalSeq: 0, workspaces: [] }
  for (const entry of later) applyJournalEntry(snapshot, entry, `${journalFileOf(file)} entry ${entry.seq}`)
  // Each part was checked; what folding them may break is a key that appears twice.
  return checkFolded(snapshot, `${file} with its journal`)
}

// ---- writing ----

function fsyncDirectory(dir: string): void {
  let fd: number | undefined
  try {
    fd = openSync(dir, 'r')
    fsyncSync(fd)
  } catch {
    // Not every platform can flush a directory; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text)
  let offset = 0
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset)
}

/**
 * Writes the whole file or nothing: the text goes to FILE.tmp, is flushed to disk, and is then renamed
 * over the target, so a crash mid-write leaves the previous file intact.
 */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const temp = tempFileOf(file)
  try {
    const fd = openSync(temp, 'w')
    try {
      writeAll(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, file)
    fsyncDirectory(dirname(file))
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/** Removes temporary files a killed process left beside FILE (FILE.tmp, FILE.journal.tmp, FILE.<pid>.tmp). */
export function removeStaleTempFiles(file: string): void {
  const dir = dirname(file)
  const name = basename(file)
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return
  }
  const stale = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.journal)?(\\.\\d+)?\\.tmp$`)
  for (const entry of entries) if (stale.test(entry)) rmSync(join(dir, entry), { force: true })
}

/** The snapshot of a store as JSON text, in slices (a slice holds at most SLICE records). */
function* snapshotSlices(store: Store, journalSeq: number): Generator<string> {
  yield `{"format":"merchant-sandbox","version":1,"savedAt":${store.now()},"journalSeq":${journalSeq},"workspaces":[`
  let firstWorkspace = true
  for (const workspace of store.workspaces()) {
    const head = JSON.stringify({ ...workspace.meta(), mailbox: workspace.mailbox })
    yield `${firstWorkspace ? '' : ','}${head.slice(0, -1)},"collections":{`
    firstWorkspace = false
    for (const [index, name] of collectionNames.entries()) {
      const records = workspace.collection(name).all()
      yield `${index ? ',' : ''}${JSON.stringify(name)}:[`
      for (let start = 0; start < records.length; start += SLICE) {
        const slice = JSON.stringify(records.slice(start, start + SLICE)).slice(1, -1)
        yield `${start ? ',' : ''}${slice}`
      }
      yield ']'
    }
    yield '}}'
  }
  yield ']}'
}

export interface JournalOptions {
  /** Fold the journal into the snapshot once it holds this many bytes (default: the snapshot's size, at least 4 MB). */
  compactAfterBytes?: number
  /** Gets errors of background compaction (default: console.error). */
  onError?: (error: unknown) => void
}

/**
 * The journal of a data file. `append` writes one entry and flushes it to disk before returning;
 * `compact` folds the journal into a new snapshot, in the background; `compactNow` does it at once.
 */
export class Journal {
  readonly file: string
  readonly #journal: string
  readonly #store: Store
  readonly #options: JournalOptions
  #fd: number
  #seq: number
  /** Bytes in the journal file. */
  #bytes: number
  #snapshotBytes: number
  #compacting: Promise<void> | undefined
  #closed = false

  /** Opens FILE's journal for appending; `seq` is the last entry the state read from the file holds. */
  constructor(file: string, store: Store, seq: number, options: JournalOptions = {}) {
    this.file = file
    this.#journal = journalFileOf(file)
    this.#store = store
    this.#options = options
    mkdirSync(dirname(file), { recursive: true })
    this.#fd = openSync(this.#journal, 'a')
    this.#seq = seq
    this.#bytes = completeEntriesBytes(this.#journal)
    // An entry cut short by a killed process was never acknowledged: it goes, so the next one starts on its own line.
    ftruncateSync(this.#fd, this.#bytes)
    this.#snapshotBytes = fileSize(file)
  }

  get seq(): number {
    return this.#seq
  }

  /** Whether a background compaction is running (for tests and the benchmark). */
  get compacting(): Promise<void> | undefined {
    return this.#compacting
  }

  /** Writes the changes as the next entry and flushes it to disk. Throws when it could not be written. */
  append(changes: WorkspaceChange[]): void {
    if (this.#closed) throw new Error('The journal is closed')
    const line = `${JSON.stringify({ seq: this.#seq + 1, workspaces: changes })}\n`
    try {
      writeAll(this.#fd, line)
      fdatasyncSync(this.#fd)
    } catch (error) {
      // Leave no part of the entry behind (the disk may be full): the request is answered as failed.
      ftruncateSync(this.#fd, this.#bytes)
      throw error
    }
    this.#seq++
    this.#bytes += Buffer.byteLength(line)
    const threshold = this.#options.compactAfterBytes ?? Math.max(4 * 1024 * 1024, this.#snapshotBytes)
    if (this.#bytes >= threshold && !this.#compacting) void this.compact()
  }

  /** Writes a new snapshot of the whole store at once and empties the journal (start and stop). */
  compactNow(): void {
    if (this.#compacting) throw new Error('A compaction is running')
    const seq = this.#seq
    const offset = this.#bytes
    writeFileAtomic(this.file, [...snapshotSlices(this.#store, seq)].join(''))
    this.#snapshotBytes = fileSize(this.file)
    this.#dropJournalBefore(offset)
  }

  /**
   * Writes a new snapshot in slices, yielding to the event loop between them, then keeps only the journal
   * entries that came after it started. Requests go on meanwhile: their entries are appended as usual, and
   * replaying them over the snapshot gives the same state whether or not a slice already saw their records.
   */
  compact(): Promise<void> {
    this.#compacting ??= this.#compactInSlices()
      .catch((error: unknown) =>
        (this.#options.onError ?? ((e) => console.error('[sandbox] could not compact the data file:', e)))(error),
      )
      .finally(() => {
        this.#compacting = undefined
      })
    return this.#compacting
  }

  async #compactInSlices(): Promise<void> {
    const seq = this.#seq
    const offset = this.#bytes
    const temp = tempFileOf(this.file)
    const handle = await open(temp, 'w')
    try {
      let pending = ''
      for (const slice of snapshotSlices(this.#store, seq)) {
        if (this.#closed) throw new Error('stopped')
        pending += slice
        if (pending.length >= 64 * 1024) {
          await handle.write(pending)
          pending = ''
        }
      }
      await handle.write(pending)
      await handle.sync()
    } catch (error) {
      await handle.close()
      rmSync(temp, { force: true })
      if (this.#closed) return
      throw error
    }
    await handle.close()
    if (this.#closed) {
      rmSync(temp, { force: true })
      return
    }
    renameSync(temp, this.file)
    fsyncDirectory(dirname(this.file))
    this.#snapshotBytes = fileSize(this.file)
    this.#dropJournalBefore(offset)
  }

  /** Replaces the journal by its bytes from `offset` on (the entries the snapshot may not hold). */
  #dropJournalBefore(offset: number): void {
    const tail = Buffer.alloc(this.#bytes - offset)
    if (tail.length) {
      const reader = openSync(this.#journal, 'r')
      try {
        readSync(reader, tail, 0, tail.length, offset)
      } finally {
        closeSync(reader)
      }
    }
    const temp = tempFileOf(this.#journal)
    const fd = openSync(temp, 'w')
    try {
      let written = 0
      while (written < tail.length) written += writeSync(fd, tail, written)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, this.#journal)
    fsyncDirectory(dirname(this.#journal))
    closeSync(this.#fd)
    this.#fd = openSync(this.#journal, 'a')
    this.#bytes = tail.length
  }

  /** Stops a background compaction (its temporary file is removed) and closes the journal. */
  close(): void {
    if (this.#closed) return
    this.#closed = true
    closeSync(this.#fd)
    rmSync(tempFileOf(this.file), { force: true })
  }
}

/** Bytes of the journal up to the end of its last complete entry. */
function completeEntriesBytes(journal: string): number {
  const bytes = readFileSync(journal)
  return bytes.lastIndexOf(0x0a) + 1
}

function fileSize(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}
