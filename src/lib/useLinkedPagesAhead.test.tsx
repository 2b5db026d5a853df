import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { renderPage, testService } from '../testing/render'
import { callsTo } from '../testing/service'

/** The browser's idle periods, run by the test: the tasks asked for, in order. */
let idle: (() => void)[] = []
beforeEach(() => {
  idle = []
  window.requestIdleCallback = (task) => idle.push(() => task({ didTimeout: false, timeRemaining: () => 50 }))
  window.cancelIdleCallback = (id) => delete idle[id - 1]
})
afterEach(() => {
  // The page goes first, cancelling what it asked for; then, as jsdom has no idle callbacks (the app's own code
  // then runs such work at once after the paint), neither do the next tests.
  cleanup()
  delete (window as Partial<Window>).requestIdleCallback
  delete (window as Partial<Window>).cancelIdleCallback
})

const beIdle = () => {
  for (const task of idle.splice(0)) task?.()
}

describe('useLinkedPagesAhead (a table of links)', () => {
  it('loads the code of the pages its rows link to once painted and idle, each page once, and not their data', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      users: [1, 2, 3].map((id) => ({ id, firstName: 'Customer', lastName: String(id), email: `c${id}@shop.example` })),
    })
    const { router } = await renderPage('/users', { service })
    const table = await screen.findByRole('table', { name: 'Customers' })
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(3))
    const loaded = vi.spyOn(router, 'loadRouteChunk')
    await waitFor(() => expect(idle.length).toBeGreaterThan(0))
    // Painted, the browser not yet idle: nothing loaded yet.
    expect(loaded).not.toHaveBeenCalled()

    beIdle()
    await waitFor(() => expect(loaded).toHaveBeenCalled())
    // The customer's page and the layouts above it, once each for the three rows.
    expect(loaded.mock.calls.map(([route]) => route.id).sort()).toEqual(['/_app', '/_app/users/$userId', '__root__'])
    // Its code, not its data: no customer asked for, the page on screen stays.
    expect(await callsTo(service, '/merchant/user/get')).toEqual([])
    expect(router.state.location.pathname).toBe('/users')
    loaded.mockRestore()
  })

  it('loads nothing ahead when the browser is asked to save data', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      users: [{ id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
    })
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    try {
      const { router } = await renderPage('/users', { service })
      const loaded = vi.spyOn(router, 'loadRouteChunk')
      expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
      // Two frames painted after the list's: nothing waits for the browser to be idle, nothing is loaded.
      for (const _ of [1, 2]) await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)))
      expect(idle.filter(Boolean)).toEqual([])
      expect(loaded).not.toHaveBeenCalled()
      loaded.mockRestore()
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection
    }
  })
})
