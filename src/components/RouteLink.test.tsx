import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderComponent } from '../testing/render'
import { RouteLink } from './RouteLink'

function renderLinks({
  preload = 'intent' as const,
  onClick = undefined as ((event: React.MouseEvent) => void) | undefined,
} = {}) {
  const rootRoute = createRootRoute()
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        <RouteLink href="/users/7" className="cell" onClick={onClick}>
          Customer 7
        </RouteLink>
        <RouteLink href="/users/8" target="_blank">
          Customer 8
        </RouteLink>
      </>
    ),
  })
  const loader = vi.fn()
  const user = createRoute({
    getParentRoute: () => rootRoute,
    path: '/users/$userId',
    loader: ({ params }) => loader(params.userId),
    component: () => <h1>User page</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, user]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultPreload: preload,
    defaultPreloadStaleTime: 0,
  })
  renderComponent(<RouterProvider router={router} />)
  return { router, loader }
}

describe('RouteLink', () => {
  it('is a link to its address, with the props given', async () => {
    renderLinks()
    const link = await screen.findByRole('link', { name: 'Customer 7' })
    expect(link).toHaveAttribute('href', '/users/7')
    expect(link).toHaveClass('cell')
  })

  it('moves within the app on a plain click, after its own onClick', async () => {
    const onClick = vi.fn()
    const { router, loader } = renderLinks({ onClick })
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Customer 7' }))
    expect(await screen.findByRole('heading', { name: 'User page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/users/7')
    expect(loader).toHaveBeenCalledWith('7')
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('leaves to the browser a click with a modifier key, another button, another target or one prevented', async () => {
    const { router } = renderLinks({ onClick: (event) => event.altKey && event.preventDefault() })
    const link = await screen.findByRole('link', { name: 'Customer 7' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true)
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Customer 8' }))).toBe(true)
    // Prevented by the link's own onClick: not followed at all.
    expect(fireEvent.click(link, { altKey: true })).toBe(false)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(router.state.location.pathname).toBe('/')
  })

  it('loads its page ahead when the pointer rests on it, not when it passes over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { router, loader } = renderLinks()
      const preload = vi.spyOn(router, 'preloadRoute')
      const link = await screen.findByRole('link', { name: 'Customer 7' })
      fireEvent.mouseEnter(link)
      fireEvent.mouseLeave(link)
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(preload).not.toHaveBeenCalled()
      fireEvent.mouseEnter(link)
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(preload).toHaveBeenCalledTimes(1)
      expect(loader).toHaveBeenCalledWith('7')
      expect(router.state.location.pathname).toBe('/')
    } finally {
      vi.useRealTimers()
    }
  })

  it('loads its page ahead on focus and at once on a touch', async () => {
    const { router } = renderLinks()
    const preload = vi.spyOn(router, 'preloadRoute')
    const link = await screen.findByRole('link', { name: 'Customer 7' })
    fireEvent.touchStart(link)
    expect(preload).toHaveBeenCalledTimes(1)
    fireEvent.focus(link)
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(2))
  })

  it('loads nothing ahead when the router does not preload on intent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { router, loader } = renderLinks({ preload: false as never })
      const preload = vi.spyOn(router, 'preloadRoute')
      const link = await screen.findByRole('link', { name: 'Customer 7' })
      fireEvent.mouseEnter(link)
      fireEvent.touchStart(link)
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(preload).not.toHaveBeenCalled()
      expect(loader).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
