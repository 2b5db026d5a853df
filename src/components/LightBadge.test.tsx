import { DEFAULT_THEME } from '@mantine/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { renderComponent } from '../testing/render'
import { LightBadge } from './LightBadge'

const palette = Object.keys(DEFAULT_THEME.colors)
const rules = cssRules('src/components/LightBadge.module.css')

describe('LightBadge', () => {
  it.each(palette)('takes the colour %s from a rule of its stylesheet, not an inline style', (colour) => {
    renderComponent(<LightBadge color={colour}>Label</LightBadge>)
    const badge = screen.getByText('Label').parentElement!
    expect(badge).toHaveAttribute('data-variant', 'light')
    expect(badge).toHaveAttribute('data-color', colour)
    expect(badge).not.toHaveAttribute('style')
    expect(rules.get(`.root[data-color='${colour}']`)).toEqual({
      '--badge-bg': `var(--mantine-color-${colour}-light)`,
      '--badge-color': `var(--mantine-color-${colour}-light-color)`,
    })
  })

  it("writes a colour outside the theme's palette on the badge, as the library does", () => {
    renderComponent(<LightBadge color="brand">Label</LightBadge>)
    const badge = screen.getByText('Label').parentElement!
    expect(badge).not.toHaveAttribute('data-color')
    expect(badge.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-brand-light)')
    expect(badge.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-brand-light-color)')
  })

  it('keeps the case of its label only when asked to', () => {
    renderComponent(
      <>
        <LightBadge color="teal">As the library</LightBadge>
        <LightBadge color="teal" keepCase>
          As written
        </LightBadge>
      </>,
    )
    const plain = screen.getByText('As the library').parentElement!
    const kept = screen.getByText('As written').parentElement!
    expect(kept.className.split(' ')).toEqual([...plain.className.split(' '), expect.stringMatching(/keepCase/)])
  })
})
