import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderComponent } from '../testing/render'
import { COPIED_MS, CopyValue } from './CopyValue'

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('CopyValue', () => {
  it('copies its value and says so for a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderComponent(<CopyValue value={42} label="product ID" />)
    expect(screen.getByText('42')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Copy product ID' }))
    expect(await navigator.clipboard.readText()).toBe('42')
    const copied = await screen.findByRole('button', { name: 'product ID copied' })
    expect(copied).toHaveAttribute('title', 'Copied')

    act(() => {
      vi.advanceTimersByTime(COPIED_MS)
    })
    expect(screen.getByRole('button', { name: 'Copy product ID' })).toHaveAttribute('title', 'Copy product ID')
  })

  it('shows a new value without the mark of the last one copied in its place', async () => {
    const user = userEvent.setup()
    const { rerender } = renderComponent(<CopyValue value={42} label="product ID 42" />)
    await user.click(screen.getByRole('button', { name: 'Copy product ID 42' }))
    expect(await screen.findByRole('button', { name: 'product ID 42 copied' })).toHaveAttribute('title', 'Copied')

    // A table row turned to another record within the moment the mark lasts.
    // (The mark lasts 1.5 s; it goes as soon as the button is given the new value.)
    rerender(<CopyValue value={43} label="product ID 43" />)
    const button = screen.getByRole('button', { name: 'Copy product ID 43' })
    expect(button).toHaveAttribute('title', 'Copy product ID 43')
    expect(button).toHaveAccessibleName('Copy product ID 43')
  })
})
