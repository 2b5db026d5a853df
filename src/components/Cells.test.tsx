import { Button } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderComponent } from '../testing/render'
import { RowButton } from './Cells'

/** What a button looks like to the stylesheet: its classes, data attributes and CSS variables, in any order. */
function looks(element: HTMLElement): unknown {
  const style = Object.fromEntries(
    Array.from({ length: element.style.length }, (_, index) => element.style.item(index)).map((name) => [
      name,
      element.style.getPropertyValue(name),
    ]),
  )
  return {
    tag: element.tagName,
    classes: [...element.classList].sort(),
    data: Object.fromEntries(Object.entries(element.dataset).sort()),
    style,
    children: [...element.children].map((child) => looks(child as HTMLElement)),
  }
}

describe('RowButton', () => {
  it.each([
    { name: 'light, in a colour, with an icon', variant: 'light' as const, color: 'red', icon: true },
    { name: 'light, in the primary colour', variant: 'light' as const, color: undefined, icon: false },
    { name: 'default', variant: 'default' as const, color: undefined, icon: false },
  ])('is drawn as the library draws an extra-small button: $name', ({ variant, color, icon }) => {
    const mark = icon ? <svg data-icon /> : undefined
    renderComponent(
      <>
        <Button size="xs" variant={variant} color={color} leftSection={mark} aria-label="library">
          Act
        </Button>
        <RowButton variant={variant} color={color} icon={mark} label="row" onClick={() => undefined}>
          Act
        </RowButton>
      </>,
    )
    expect(looks(screen.getByRole('button', { name: 'row' }))).toEqual(looks(screen.getByRole('button', { name: 'library' })))
  })

  it('is named by its label and acts on a click or a key press', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderComponent(
      <RowButton label="Delete metric 5" onClick={onClick}>
        Delete
      </RowButton>,
    )
    const button = screen.getByRole('button', { name: 'Delete metric 5' })
    expect(button).toHaveAttribute('type', 'button')
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})
