import { Button, Group } from '@mantine/core'
import { z } from 'zod'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { IdLookup } from './IdLookup'
import { PlainButton } from './PlainButton'
import { TextField } from './PlainFields'

const sheets = [cssRules('src/components/PlainButton.module.css')]
const icon = <svg data-icon />

describe('PlainButton', () => {
  it.each([
    { variant: 'subtle' as const, right: false },
    { variant: 'default' as const, right: false },
    { variant: 'default' as const, right: true },
    { variant: 'filled' as const, right: false },
  ])('is drawn as the library draws a small $variant button (an icon after the label: $right)', ({ variant, right }) => {
    renderComponent(
      <>
        <Button
          variant={variant}
          color={variant === 'subtle' ? 'gray' : undefined}
          leftSection={icon}
          rightSection={right ? icon : undefined}
          visibleFrom="sm"
        >
          Library
        </Button>
        <PlainButton variant={variant} icon={icon} rightIcon={right ? icon : undefined} visibleFrom="sm">
          Ours
        </PlainButton>
      </>,
    )
    expectDrawnAs(screen.getByRole('button', { name: 'Ours' }), screen.getByRole('button', { name: 'Library' }), sheets)
  })

  it('acts on a click or a key press, and submits its form when asked to', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    renderComponent(
      <form onSubmit={onSubmit}>
        <PlainButton variant="subtle" icon={icon} onClick={onClick}>
          Request log
        </PlainButton>
        <PlainButton variant="filled" icon={icon} type="submit">
          Open
        </PlainButton>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Request log' })
    expect(button).toHaveAttribute('type', 'button')
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(2)
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

/** A copy of an element whose icons are empty, to hold two buttons with different icons against each other. */
function withEmptyIcons(element: Element) {
  const copy = element.cloneNode(true) as Element
  for (const svg of copy.querySelectorAll('svg')) svg.replaceWith(document.createElementNS(svg.namespaceURI, 'svg'))
  return copy
}

describe('the lookup by id', () => {
  it.each([undefined, 'The number on the invoice'])(
    "draws its button as the library's filled one, level with the field (description: %s)",
    (description) => {
      renderComponent(
        <>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextField label="Library" description={description} width={17.5} />
            <Button type="submit" variant="filled" mt={description ? 44 : 25} leftSection={icon}>
              Open
            </Button>
          </Group>
          <IdLookup label="Invoice ID" description={description} schema={z.string()} onOpen={() => undefined} />
        </>,
      )
      const [library, ours] = screen.getAllByRole('button', { name: 'Open' }).map(withEmptyIcons)
      expectDrawnAs(ours!, library!, [...sheets, cssRules('src/components/PlainFields.module.css')])
      expect(ours).toHaveAttribute('type', 'submit')
    },
  )
})
