import { useState } from 'react'
import { isUnsupported } from '../api/errors'

/**
 * Whether a list call turned out to be one the service does not have (`isUnsupported`). Once seen it
 * stays so for the page: a later refetch (a write invalidating the lists) clears the query's error while
 * it runs, and the page's fallback must not be swapped out and back, losing what was typed into it.
 */
export function useUnsupported(error: unknown): boolean {
  const [seen, setSeen] = useState(false)
  const now = isUnsupported(error)
  if (now && !seen) setSeen(true)
  return seen || now
}
