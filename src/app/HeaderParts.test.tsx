import { ActionIcon, Badge, Burger, Kbd, Text } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { brandClass } from './headerClasses'
import { EnvironmentBadge, HeaderBurger, HeaderIconButton, HeaderKey } from './HeaderParts'

const sheets = [cssRules('src/app/HeaderParts.module.css'), cssRules('src/components/PlainButton.module.css')]

const icon = <svg data-icon />

describe('the header parts', () => {
  it('draw an icon button as the library draws a large subtle grey one', () => {
    renderComponent(
      <>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Library" hiddenFrom="sm">
          {icon}
        </ActionIcon>
        <HeaderIconButton aria-label="Ours" hiddenFrom="sm">
          {icon}
        </HeaderIconButton>
      </>,
    )
    expectDrawnAs(screen.getByRole('button', { name: 'Ours' }), screen.getByRole('button', { name: 'Library' }), sheets)
  })

  it.each([
    { sandbox: true, color: 'yellow.4', text: 'dark.9' },
    { sandbox: false, color: 'red.8', text: 'white' },
  ])('draw the environment badge as the library draws a filled one (sandbox: $sandbox)', ({ sandbox, color, text }) => {
    const environment = sandbox ? 'sandbox' : 'live'
    renderComponent(
      <>
        <Badge variant="filled" color={color} c={text} data-testid="library">
          Label
        </Badge>
        <EnvironmentBadge sandbox={sandbox} aria-label="Environment" title="where" data-testid="ours">
          Label
        </EnvironmentBadge>
      </>,
    )
    expectDrawnAs(screen.getByTestId('ours'), screen.getByTestId('library'), sheets, { environment, testid: 'ours' })
    expect(screen.getByTestId('library').dataset.testid).toBe('library')
  })

  it.each([false, true])('draw the navigation toggle as the library draws a small burger (opened: %s)', (opened) => {
    renderComponent(
      <>
        <Burger opened={opened} onClick={() => undefined} hiddenFrom="sm" size="sm" aria-label="Library" />
        <HeaderBurger opened={opened} onClick={() => undefined} aria-label="Ours" />
      </>,
    )
    expectDrawnAs(screen.getByRole('button', { name: 'Ours' }), screen.getByRole('button', { name: 'Library' }), sheets)
  })

  it('draw a key as the library draws an extra-small one after text, in the interface font at the badge size', () => {
    renderComponent(
      <>
        {/* In the interface's font at the badge's size (HeaderParts.module.css). */}
        <Kbd
          size="xs"
          ml="xs"
          ff="var(--mantine-font-family)"
          vars={() => ({ root: { '--kbd-fz': 'calc(0.6875rem * var(--mantine-scale))' } })}
        >
          Library
        </Kbd>
        <HeaderKey>Ours</HeaderKey>
      </>,
    )
    expectDrawnAs(screen.getByText('Ours'), screen.getByText('Library'), sheets)
  })

  it("draw the app's name as the library draws bold text in the text's colour", () => {
    renderComponent(
      <>
        <Text
          component="a"
          href="/"
          fw={700}
          c="inherit"
          style={{ textDecoration: 'none', whiteSpace: 'nowrap' }}
          visibleFrom="xs"
        >
          Library
        </Text>
        <a href="/" className={brandClass({ visibleFrom: 'xs' })}>
          Ours
        </a>
      </>,
    )
    expectDrawnAs(screen.getByRole('link', { name: 'Ours' }), screen.getByRole('link', { name: 'Library' }), sheets)
  })

  it('are icon buttons that act on a click or a key press, named as given', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderComponent(
      <>
        <HeaderIconButton aria-label="Sign out" title="Sign out" onClick={onClick}>
          {icon}
        </HeaderIconButton>
      </>,
    )
    for (const name of ['Sign out']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('type', 'button')
      await user.click(button)
      button.focus()
      await user.keyboard('{Enter}')
    }
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})
