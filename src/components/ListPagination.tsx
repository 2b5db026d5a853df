import type { ReactNode } from 'react'
import { Group, Text, UnstyledButton } from '@mantine/core'
import { usePagination } from '@mantine/hooks'
import { classNames as join } from './cellClasses'
import own from './ListPagination.module.css'

// Drawn as the library draws its pagination (its classes, data attributes and icons; the variables it writes on
// each element as rules of ListPagination.module.css), without its components: every list draws it with its
// rows, and again on every page turn.

// The library's pagination classes, written here rather than read from its component, which would bring the
// component's code into the page for three names (ListPagination.test.tsx holds them to the library's drawing).
const pagination = { root: 'm_4addd315', control: 'm_326d024a', dots: 'm_4ad7767d' }
const group = (Group.classes as Record<'root', string>).root
const text = (Text.classes as Record<'root', string>).root
const unstyled = (UnstyledButton.classes as Record<'root', string>).root
const control = (active: boolean) =>
  join(
    'mantine-focus-auto',
    active && 'mantine-active',
    pagination.control,
    'mantine-Pagination-control',
    unstyled,
    'mantine-UnstyledButton-root',
  )

const icon = (path: string, rtl: boolean) => (
  <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" className={join(own.icon, rtl && 'mantine-rotate-rtl')}>
    <path d={path} fill="currentColor" />
  </svg>
)
const previousIcon = icon('M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z', true)
const nextIcon = icon('M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z', true)
const dotsIcon = icon(
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
  false,
)

/** Pages of a list: the API counts pages from 0, people from 1. */
export function ListPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const shown = Math.min(page + 1, pages)
  const { range } = usePagination({ total: pages, page: shown, siblings: 1 })
  const go = (value: number) => () => onPage(Math.min(Math.max(value, 1), pages) - 1)
  const step = (label: string, to: number, disabled: boolean, arrow: ReactNode) => (
    <button
      type="button"
      className={control(!disabled)}
      data-disabled={disabled || undefined}
      disabled={disabled}
      aria-label={label}
      onClick={go(to)}
    >
      {arrow}
    </button>
  )
  return (
    <div className={join(group, 'mantine-Group-root', own.bar)}>
      <p className={join('mantine-focus-auto', text, 'mantine-Text-root', own.status)} data-size="sm">
        Page {page + 1} of {pages.toLocaleString()}
      </p>
      <div className={join(pagination.root, 'mantine-Pagination-root', own.pagination)}>
        <div className={join(group, 'mantine-Group-root', own.items)}>
          {step('Previous page', shown - 1, shown <= 1, previousIcon)}
          {range.map((item, index) =>
            item === 'dots' ? (
              <div key={`dots-${index}`} className={join(pagination.dots, 'mantine-Pagination-dots')}>
                {dotsIcon}
              </div>
            ) : (
              <button
                key={item}
                type="button"
                className={control(true)}
                data-active={item === shown || undefined}
                data-with-padding
                aria-current={item === shown ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={go(item)}
              >
                {item}
              </button>
            ),
          )}
          {step('Next page', shown + 1, shown >= pages, nextIcon)}
        </div>
      </div>
    </div>
  )
}
