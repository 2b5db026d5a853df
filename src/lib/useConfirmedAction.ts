import { useCallback, useState } from 'react'
import { useSubmitOnce } from './useSubmitOnce'

/**
 * An action on one record of a list (activate a plan, delete a metric) that is asked first: `ask(item)`
 * opens the confirmation (`confirming`), `confirm()` runs `action` once at a time. On success the
 * confirmation closes and `done` holds the item; a failure stays in the confirmation (`error`), so it can
 * be tried again or cancelled. `action` should resolve once the list shows the change.
 */
export function useConfirmedAction<T>(action: (item: T) => Promise<unknown>) {
  const [confirming, setConfirming] = useState<T | null>(null)
  const [done, setDone] = useState<T | null>(null)
  const [error, setError] = useState<unknown>(null)
  // Whether the confirmation closed because the action was done (not cancelled).
  const [succeeded, setSucceeded] = useState(false)

  const ask = useCallback((item: T) => {
    setError(null)
    setSucceeded(false)
    setConfirming(item)
  }, [])
  const cancel = useCallback(() => setConfirming(null), [])
  const dismiss = useCallback(() => setDone(null), [])
  const [confirm, running] = useSubmitOnce(async () => {
    if (confirming === null) return
    setDone(null)
    setError(null)
    try {
      await action(confirming)
    } catch (failure) {
      setError(failure)
      return
    }
    setSucceeded(true)
    setConfirming(null)
    setDone(confirming)
  })

  return { confirming, ask, cancel, confirm, running, error, done, dismiss, succeeded }
}

export type ConfirmedAction<T> = ReturnType<typeof useConfirmedAction<T>>
