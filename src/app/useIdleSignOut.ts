import { useEffect } from 'react'

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/**
 * Calls `onIdle` once nobody has used the page for `minutes`. Activity is any pointer, key, wheel,
 * touch or scroll; the check also runs when the tab becomes visible again, so a laptop that slept
 * past the limit signs out as soon as it wakes.
 */
export function useIdleSignOut(minutes: number, onIdle: () => void) {
  useEffect(() => {
    const limit = minutes * 60_000
    let last = Date.now()
    let fired = false
    const touch = () => {
      last = Date.now()
    }
    const check = () => {
      if (!fired && Date.now() - last >= limit) {
        fired = true
        onIdle()
      }
    }
    for (const event of activityEvents) window.addEventListener(event, touch, { passive: true, capture: true })
    document.addEventListener('visibilitychange', check)
    const timer = window.setInterval(check, Math.min(15_000, Math.max(1_000, limit / 4)))
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, touch, { capture: true })
      document.removeEventListener('visibilitychange', check)
      window.clearInterval(timer)
    }
  }, [minutes, onIdle])
}
