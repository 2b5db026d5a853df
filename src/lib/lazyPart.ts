import { useEffect, useState } from 'react'
import { afterPaint } from './afterPaint'

/** Code that a page loads when it is first wanted rather than with the page. */
export interface LazyPart<T> {
  /** The code, once loaded. */
  current(): T | undefined
  /** Loads it, once; after a failed load, the next call tries again. */
  load(): Promise<T>
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let value: T | undefined
  let pending: Promise<T> | undefined
  return {
    current: () => value,
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
  }
}

/**
 * A lazy part in a component: loaded once the page has painted (so that it is there by the time someone asks
 * for it), and at once while `wanted`. Gives the part once loaded; while it is wanted and its load has failed,
 * the error and a way to try again.
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean) {
  const [, setLoaded] = useState<T>()
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [attempt, setAttempt] = useState(0)
  const loaded = part.current()
  useEffect(() => {
    if (loaded) return
    let live = true
    const load = () =>
      part.load().then(
        (value) => live && setLoaded(() => value),
        (error: unknown) => live && wanted && setFailure({ error }),
      )
    if (wanted) {
      void load()
      return () => void (live = false)
    }
    const cancel = afterPaint(() => void load())
    return () => {
      live = false
      cancel()
    }
  }, [part, loaded, wanted, attempt])
  return {
    part: loaded,
    error: wanted && !loaded ? failure?.error : undefined,
    retry: () => {
      setFailure(undefined)
      setAttempt((count) => count + 1)
    },
  }
}

/**
 * Why a part of the dashboard could not be fetched (the connection dropped, or a new version replaced this
 * one's files), and what to do about it.
 */
export function partLoadFailure(error: unknown): Error {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : ''
  return new Error(
    `Check the connection and retry. If it keeps failing, reload the page: a newer version of the dashboard may have replaced this one${detail}.`,
  )
}
