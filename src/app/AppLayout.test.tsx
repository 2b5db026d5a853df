import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPage } from '../testing/render'

// The header's colour scheme button, counting how often the header draws it.
const header = vi.hoisted(() => ({ draws: 0 }))
vi.mock('./ColorSchemeToggle', () => ({
  ColorSchemeToggle: () => {
    header.draws += 1
    return <button type="button">Colour scheme</button>
  },
}))

describe('AppLayout', () => {
  it('marks the new area on a move to another page without drawing the header again', async () => {
    const { router } = await renderPage('/products')
    const areas = screen.getByRole('navigation', { name: 'Areas' })
    expect(within(areas).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
    const drawn = header.draws
    expect(drawn).toBeGreaterThan(0)

    await router.navigate({ to: '/users' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument()
    expect(within(areas).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page')
    expect(within(areas).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current')
    expect(header.draws).toBe(drawn)
  })
})
