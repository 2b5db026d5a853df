import { Group, Pagination, Text } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { looks, type Looks } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { ListPagination } from './ListPagination'

const rules = cssRules('src/components/ListPagination.module.css')
/** The rule of ours a class name stands for (the tests name a module's class `_<name>_<hash>`). */
const selectorOf = (name: string) => `.${/^_(\w+?)_[\da-z]+$/.exec(name)?.[1] ?? name}`
const ruleOf = (classes: string[]) => {
  const own = classes.filter((name) => rules.has(selectorOf(name)))
  return { own, style: Object.assign({}, ...own.map((name) => rules.get(selectorOf(name)))) as Record<string, string> }
}

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
      />
    </Group>
  )
}

/**
 * Ours is drawn as the library's: element by element the same tags, data attributes and classes, but that what
 * the library writes inline, a class of ours sets from our stylesheet (and only there).
 */
function expectDrawnAs(ours: Looks, library: Looks) {
  const { own, style } = ruleOf(ours.classes)
  expect(ours.tag).toBe(library.tag)
  expect(ours.data).toEqual(library.data)
  expect(ours.style).toEqual({})
  expect(ours.classes.filter((name) => !own.includes(name))).toEqual(library.classes)
  expect(style).toEqual(library.style)
  expect(ours.children).toHaveLength(library.children.length)
  ours.children.forEach((child, index) => expectDrawnAs(child, library.children[index]!))
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
    expectDrawnAs(looks(ours!), looks(library!))
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
