import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NavLink } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderComponent } from '../testing/render'
import { NavItem } from './NavItem'
import type { NavItem as Item } from './nav'

/** What a link looks like to the stylesheet: its classes, data attributes and style, and its children's. */
function looks(element: Element): unknown {
  return {
    tag: element.tagName,
    style: element.getAttribute('style'),
    classes: [...element.classList].sort(),
    data: Object.fromEntries(Object.entries((element as HTMLElement).dataset).sort()),
    children: [...element.children].map((child) => (child.tagName === 'svg' ? 'icon' : looks(child))),
  }
}

const item: Item = { to: '/products', label: 'Products', icon: IconPackage, sections: [], key: 'p' }

function renderNav(active: boolean, onClick: () => void = () => undefined) {
  const rootRoute = createRootRoute()
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        <nav aria-label="ours">
          <NavItem item={item} active={active} onClick={onClick} />
        </nav>
        <nav aria-label="library">
          <NavLink href="/products" label="Products" leftSection={<IconPackage size={18} aria-hidden />} active={active} />
        </nav>
      </>
    ),
  })
  const products = createRoute({ getParentRoute: () => rootRoute, path: '/products', component: () => <h1>Products page</h1> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, products]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderComponent(<RouterProvider router={router} />)
  return router
}

describe('NavItem', () => {
  it.each([true, false])('is drawn as the library draws a nav link (active: %s)', async (active) => {
    renderNav(active)
    const ours = (await screen.findByRole('navigation', { name: 'ours' })).querySelector('a')!
    const library = screen.getByRole('navigation', { name: 'library' }).querySelector('a')!
    // All but the description, which the library draws empty when there is none, as for every entry here.
    const description = library.querySelector('.mantine-NavLink-description')!
    expect(description).toBeEmptyDOMElement()
    description.remove()
    expect(ours.querySelector('.mantine-NavLink-description')).toBeNull()
    expect(looks(ours)).toEqual(looks(library))
    expect(ours).toHaveAttribute('href', '/products')
    if (active) expect(ours).toHaveAttribute('aria-current', 'page')
    else expect(ours).not.toHaveAttribute('aria-current')
  })

  it('goes to its page in the app, and tells the layout (which closes the menu on phones)', async () => {
    const user = userEvent.setup()
    let clicks = 0
    const router = renderNav(false, () => {
      clicks += 1
    })
    const nav = await screen.findByRole('navigation', { name: 'ours' })
    await user.click(nav.querySelector('a')!)
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/products')
    expect(clicks).toBe(1)
  })
})
