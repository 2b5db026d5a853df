import { ActionIcon, Badge, Button, Kbd, Text } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { looks, type Looks } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { brandClass } from './headerClasses'
import { EnvironmentBadge, HeaderButton, HeaderIconButton, HeaderKey } from './HeaderParts'

const rules = cssRules('src/app/HeaderParts.module.css')
const buttonRules = cssRules('src/components/RowButton.module.css')
const ruled = (...selectors: string[]) => Object.assign({}, ...selectors.map((selector) => rules.get(selector)))

/**
 * Ours is drawn as the library draws its component: the same tags, classes (plus one of our stylesheet's), data
 * attributes (plus `extraData`) and children, and what the library writes inline, our stylesheet's rules set
 * (`styles`: for the element and for each child that has an inline style, by its index).
 */
function expectDrawnAs(ours: Looks, library: Looks, styles: Record<string, string>[], extraData = {}) {
  const [own, ...childStyles] = styles
  expect(ours.tag).toBe(library.tag)
  expect(ours.classes.filter((name) => !library.classes.includes(name))).toHaveLength(
    ours.classes.length - library.classes.length,
  )
  expect(ours.classes.length - library.classes.length).toBe(1)
  expect(ours.data).toEqual({ ...library.data, ...extraData })
  expect(ours.style).toEqual({})
  expect(own).toEqual(library.style)
  expect(ours.children).toHaveLength(library.children.length)
  ours.children.forEach((child, index) => {
    const theirs = library.children[index]!
    if (Object.keys(theirs.style).length) expectDrawnAs(child, theirs, [childStyles[index]!])
    else expect(child).toEqual(theirs)
  })
}

const icon = <svg data-icon />

describe('the header parts', () => {
  it.each(['subtle', 'default'] as const)('draw a button as the library draws a small %s one', (variant) => {
    renderComponent(
      <>
        <Button variant={variant} color={variant === 'subtle' ? 'gray' : undefined} leftSection={icon} visibleFrom="sm">
          Library
        </Button>
        <HeaderButton variant={variant} icon={icon} visibleFrom="sm">
          Ours
        </HeaderButton>
      </>,
    )
    const library = looks(screen.getByRole('button', { name: 'Library' }))
    const ours = looks(screen.getByRole('button', { name: 'Ours' }))
    expectDrawnAs({ ...ours, children: [] }, { ...library, children: [] }, [
      { ...buttonRules.get(".root[data-size='sm']"), ...buttonRules.get(`.root[data-variant='${variant}']`) },
    ])
    expect(JSON.stringify(ours.children).replace('Ours', '')).toBe(JSON.stringify(library.children).replace('Library', ''))
  })

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
    expectDrawnAs(looks(screen.getByRole('button', { name: 'Ours' })), looks(screen.getByRole('button', { name: 'Library' })), [
      ruled('.icon'),
    ])
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
    expectDrawnAs(
      looks(screen.getByTestId('ours')),
      looks(screen.getByTestId('library')),
      [ruled('.badge', `.badge[data-environment='${environment}']`), ruled('.badgeLabel')],
      { environment, testid: 'ours' },
    )
    expect(screen.getByTestId('library').dataset.testid).toBe('library')
  })

  it('draw a key as the library draws an extra-small one after text', () => {
    renderComponent(
      <>
        <Kbd size="xs" ml="xs">
          Library
        </Kbd>
        <HeaderKey>Ours</HeaderKey>
      </>,
    )
    const strip = (look: Looks) => ({ ...look, children: [] })
    expectDrawnAs(strip(looks(screen.getByText('Ours'))), strip(looks(screen.getByText('Library'))), [ruled('.kbd')])
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
    expectDrawnAs(looks(screen.getByRole('link', { name: 'Ours' })), looks(screen.getByRole('link', { name: 'Library' })), [
      ruled('.brand'),
    ])
  })

  it('are buttons that act on a click or a key press, named as given', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderComponent(
      <>
        <HeaderButton variant="subtle" icon={icon} onClick={onClick}>
          Request log
        </HeaderButton>
        <HeaderIconButton aria-label="Sign out" title="Sign out" onClick={onClick}>
          {icon}
        </HeaderIconButton>
      </>,
    )
    for (const name of ['Request log', 'Sign out']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('type', 'button')
      await user.click(button)
      button.focus()
      await user.keyboard('{Enter}')
    }
    expect(onClick).toHaveBeenCalledTimes(4)
  })
})
