import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

  it('goes to an area from its entry in the navigation', async () => {
    const user = userEvent.setup()
    const { router } = await renderPage('/products')
    const areas = screen.getByRole('navigation', { name: 'Areas' })
    await user.click(within(areas).getByRole('link', { name: 'Invoices' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/invoices')
    expect(within(areas).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page')
  })

  it('opens the command palette on Ctrl+K', async () => {
    const user = userEvent.setup()
    await renderPage('/products')
    expect(screen.queryByRole('textbox', { name: 'Search commands' })).not.toBeInTheDocument()
    await user.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: 'Command palette' })
    expect(within(palette).getByRole('textbox', { name: 'Search commands' })).toBeInTheDocument()
  })
})
