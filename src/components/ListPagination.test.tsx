import { Group, Pagination, Text } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { ListPagination } from './ListPagination'

const sheets = [cssRules('src/components/ListPagination.module.css')]

/** The library's pagination and the line beside it, as the list drew them before (the reference). */
function LibraryPagination({ page, pages }: { page: number; pages: number }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        Page {page + 1} of {pages.toLocaleString()}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page + 1, pages)}
        onChange={() => undefined}
        getControlProps={(control) =>
          control === 'next' ? { 'aria-label': 'Next page' } : control === 'previous' ? { 'aria-label': 'Previous page' } : {}
        }
        getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
        siblings={1}
        // The list's text size for the page numbers (ListPagination.module.css).
        vars={() => ({ root: { '--pagination-control-fz': 'var(--mantine-font-size-sm)' } })}
      />
    </Group>
  )
}

describe('ListPagination', () => {
  it.each([
    [0, 25],
    [11, 25],
    [24, 25],
    [2, 5],
    [0, 1],
    [3, 1200],
  ])('draws page %i of %i as the library draws its pagination', (page, pages) => {
    const { container } = renderComponent(
      <>
        <div data-testid="ours">
          <ListPagination page={page} pages={pages} onPage={() => undefined} />
        </div>
        <div data-testid="library">
          <LibraryPagination page={page} pages={pages} />
        </div>
      </>,
    )
    const [ours, library] = ['ours', 'library'].map((id) => container.querySelector(`[data-testid=${id}] > *`)!)
    expectDrawnAs(ours!, library!, sheets)
    expect(ours!.textContent).toBe(library!.textContent)
    const names = (root: Element) =>
      [...root.querySelectorAll('button')].map((button) => [
        button.getAttribute('aria-label'),
        button.getAttribute('aria-current'),
        button.disabled,
      ])
    expect(names(ours!)).toEqual(names(library!))
    expect(ours!.querySelector('svg path')!.getAttribute('d')).toBe(library!.querySelector('svg path')!.getAttribute('d'))
    expect([...ours!.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual(
      [...library!.querySelectorAll('path')].map((path) => path.getAttribute('d')),
    )
  })

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
