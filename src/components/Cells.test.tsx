import { Button } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs, inlineStyle } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { RowButton } from './Cells'

const sheets = [cssRules('src/components/PlainButton.module.css')]

describe('RowButton', () => {
  it.each([
    { name: 'light, in a colour, with an icon', variant: 'light' as const, color: 'red', icon: true },
    { name: 'light, in the primary colour', variant: 'light' as const, color: undefined, icon: false },
    { name: 'default', variant: 'default' as const, color: undefined, icon: false },
  ])(
    'is drawn as the library draws an extra-small button, its variables from the stylesheet: $name',
    ({ variant, color, icon }) => {
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
      expectDrawnAs(screen.getByRole('button', { name: 'row' }), screen.getByRole('button', { name: 'library' }), sheets, {
        ...(variant === 'light' ? { color: color ?? 'indigo' } : {}),
      })
    },
  )

  it("writes a colour outside the theme's palette on the button, as the library does", () => {
    renderComponent(
      <RowButton color="brand" label="row" onClick={() => undefined}>
        Act
      </RowButton>,
    )
    const row = screen.getByRole('button', { name: 'row' })
    expect(row).not.toHaveAttribute('data-color')
    expect(inlineStyle(row)).toEqual({
      '--button-bg': 'var(--mantine-color-brand-light)',
      '--button-hover': 'var(--mantine-color-brand-light-hover)',
      '--button-color': 'var(--mantine-color-brand-light-color)',
    })
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
