import { NativeSelect } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { looks } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { OrderSelect } from './ListOrder'

const rules = cssRules('src/components/ListOrder.module.css')
const options = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

describe('OrderSelect', () => {
  it('is drawn as the library draws a small native select, its variables from the stylesheet', () => {
    renderComponent(
      <>
        <NativeSelect label="Library" data={options} value="asc" onChange={() => undefined} w={150} />
        <OrderSelect label="Ours" options={options} value="asc" width={9.375} onChange={() => undefined} />
      </>,
    )
    const root = (name: string) => screen.getByRole('combobox', { name }).closest('.mantine-NativeSelect-root')!
    const [ours, library] = [looks(root('Ours')), looks(root('Library'))]
    // The root with its width, as the library writes it.
    expect({ ...ours, children: [] }).toEqual({ ...library, children: [] })
    const [ourLabel, ourWrapper] = ours.children
    const [theirLabel, theirWrapper] = library.children
    // The label and the field's wrapper: the library's classes and data, their variables from one rule each.
    for (const [mine, theirs, rule] of [
      [ourLabel!, theirLabel!, '.label'],
      [ourWrapper!, theirWrapper!, '.wrapper'],
    ] as const) {
      expect(mine.classes.filter((name) => !theirs.classes.includes(name))).toHaveLength(1)
      expect(mine.classes.length).toBe(theirs.classes.length + 1)
      expect(mine.data).toEqual(theirs.data)
      expect(mine.style).toEqual({})
      expect(rules.get(rule)).toEqual(theirs.style)
    }
    // The select, its options and the chevron as the library draws them.
    expect(ourWrapper!.children).toEqual(theirWrapper!.children)
    const [ourSelect, theirSelect] = [
      screen.getByRole('combobox', { name: 'Ours' }),
      screen.getByRole('combobox', { name: 'Library' }),
    ]
    expect(ourSelect.innerHTML).toBe(theirSelect.innerHTML)
    expect(ourSelect).toHaveValue('asc')
  })

  it('is labelled by its label and gives each choice to onChange', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn((event: { currentTarget: HTMLSelectElement }) => event.currentTarget.value)
    renderComponent(
      <OrderSelect label="Rows per page" options={['10', '20', '50']} value="20" width={8.125} onChange={onChange} />,
    )
    const select = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50'])
    await user.selectOptions(select, '50')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.results[0]!.value).toBe('50')
  })
})
