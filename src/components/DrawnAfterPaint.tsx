import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { afterPaint } from '../lib/afterPaint'

/**
 * A heavy part at the foot of a record's page (a form of many fields), drawn once the page above it has been
 * painted: the record is on screen first, and the part follows a frame later, drawn in a transition that a click or a
 * key press goes before. Until then its place is marked busy, for screen readers and for whoever waits for the page to
 * be drawn (`npm run perf` does, where the part is in the window).
 */
export function DrawnAfterPaint({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => afterPaint(() => startTransition(() => setDrawn(true))), [])
  return drawn ? children : <div aria-busy="true" />
}
