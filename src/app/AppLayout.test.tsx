import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPage } from '../testing/render'

/**
 * The props React last drew an element with (the object it keeps on the element): the same object as long as the
 * component that draws the element is not drawn again.
 */
function drawnProps(element: Element): unknown {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
  expect(key, 'the props React keeps on an element').toBeDefined()
  return (element as unknown as Record<string, unknown>)[key!]
}

describe('AppLayout', () => {
  it('marks the new area on a move to another page without drawing the header again', async () => {
    const { router } = await renderPage('/products')
    const areas = screen.getByRole('navigation', { name: 'Areas' })
    expect(within(areas).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
    // The header's sign-out button, whose click handler the layout makes anew each time it is drawn.
    const signOut = screen.getAllByRole('button', { name: 'Sign out' })[0]!
    const drawn = drawnProps(signOut)

    await router.navigate({ to: '/users' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument()
    expect(within(areas).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page')
    expect(within(areas).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current')
    expect(drawnProps(signOut)).toBe(drawn)
  })

  it('opens the command palette as soon as its code is in, without a timer in between', async () => {
    await renderPage('/products')
    // Its code is in (a page loads it once it has painted).
    await import('./palette/CommandPalette')
    // From here no timer fires, and React works as in a browser, outside `act` (which reveals a suspense boundary's
    // content at once): a palette behind a boundary would wait for a timer, as React reveals a boundary's content
    // no sooner than 300 ms after its fallback.
    const reactTesting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    reactTesting.IS_REACT_ACT_ENVIRONMENT = false
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }))
      // Turns of the event loop, not time: React renders in slices, each in a turn of its own.
      const search = () => screen.queryByRole('textbox', { name: 'Search commands' })
      for (let turn = 0; turn < 500 && !search(); turn++) await new Promise<void>((resolve) => setImmediate(resolve))
      expect(search()).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
      reactTesting.IS_REACT_ACT_ENVIRONMENT = true
    }
  })
})
