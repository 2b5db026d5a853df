import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderComponent } from '../testing/render'
import { ListPagination } from './ListPagination'

describe('ListPagination', () => {
  it('turns to the page asked for, counted from 0, and not past the first or the last', async () => {
    const user = userEvent.setup()
    const onPage = vi.fn()
    const { rerender } = renderComponent(<ListPagination page={0} pages={3} onPage={onPage} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPage.mock.calls).toEqual([[1], [2]])
    rerender(<ListPagination page={2} pages={3} onPage={onPage} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPage).toHaveBeenLastCalledWith(1)
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
  })
})
