import { useCallback, useRef, useState, type FormEvent } from 'react'

/**
 * Wraps a submit action so that it runs once at a time: a second submit while the first is still
 * running (a double click, Enter pressed twice) is ignored, so a write is never sent twice. `running`
 * is true meanwhile. Errors are the action's to handle: a rejected action only ends the run.
 */
export function useSubmitOnce<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const busy = useRef(false)
  const [running, setRunning] = useState(false)
  const submit = useCallback(
    async (...args: A) => {
      if (busy.current) return
      busy.current = true
      setRunning(true)
      try {
        await action(...args)
      } catch {
        // The action shows its own failure (a mutation's error state); nothing is left half done here.
      } finally {
        busy.current = false
        setRunning(false)
      }
    },
    [action],
  )
  return [submit, running] as const
}

/**
 * A form's `onSubmit` for a submit guarded by `useSubmitOnce`: the browser's own submit is prevented
 * every time, also when the guard ignores a second submit.
 */
export function preventingDefault(submit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit(event)
  }
}
