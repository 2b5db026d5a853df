import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { StoreSnapshot } from './store'

/** Keeping the sandbox state in a file (Node only). */

/** The snapshot saved in the file, or undefined when there is no file. */
export function readSnapshot(file: string): StoreSnapshot | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    return JSON.parse(text) as StoreSnapshot
  } catch {
    throw new Error(`${file} is not valid JSON; move it away to start from a fresh state`)
  }
}

/**
 * Writes the whole file or nothing: the text goes to a temporary file beside it, is flushed to disk, and
 * then renamed over the target, so a crash mid-write leaves the previous file intact.
 */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  try {
    const fd = openSync(temp, 'w')
    try {
      writeFileSync(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, file)
  } catch (error) {
    try {
      unlinkSync(temp)
    } catch {
      // nothing to remove
    }
    throw error
  }
}

export interface FilePersistence {
  /** Schedules a write of the snapshot (the latest one wins). */
  save(snapshot: StoreSnapshot): void
  /** Writes a pending snapshot now. */
  flush(): void
}

/** Debounced atomic writes of snapshots to a file. */
export function createFilePersistence(
  file: string,
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): FilePersistence {
  const debounceMs = options.debounceMs ?? 200
  const onError = options.onError ?? ((error: unknown) => console.error('[sandbox] could not save state:', error))
  let pending: StoreSnapshot | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (!pending) return
    const snapshot = pending
    pending = undefined
    try {
      writeFileAtomic(file, JSON.stringify(snapshot))
    } catch (error) {
      onError(error)
    }
  }

  return {
    save(snapshot) {
      pending = snapshot
      if (!timer) {
        timer = setTimeout(flush, debounceMs)
        timer.unref?.()
      }
    },
    flush,
  }
}
