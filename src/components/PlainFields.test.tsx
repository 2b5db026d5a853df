import { NativeSelect, TextInput } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { SelectField, TextField } from './PlainFields'

const sheets = [cssRules('src/components/PlainFields.module.css')]

const options = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

describe('SelectField', () => {
  it('is drawn as the library draws a small native select, its variables from the stylesheet', () => {
    renderComponent(
      <>
        <NativeSelect label="Library" data={options} value="asc" onChange={() => undefined} w={150} />
        <SelectField label="Ours" options={options} value="asc" width={9.375} onChange={() => undefined} />
      </>,
    )
    const [ours, library] = ['Ours', 'Library'].map((name) =>
      screen.getByRole('combobox', { name }).closest('.mantine-NativeSelect-root')!,
    )
    expectDrawnAs(ours!, library!, sheets)
    expect(screen.getByRole('combobox', { name: 'Ours' }).innerHTML).toBe(
      screen.getByRole('combobox', { name: 'Library' }).innerHTML,
    )
    expect(screen.getByRole('combobox', { name: 'Ours' })).toHaveValue('asc')
  })

  it('is labelled by its label and gives each choice to onChange', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn((event: { currentTarget: HTMLSelectElement }) => event.currentTarget.value)
    renderComponent(
      <SelectField label="Rows per page" options={['10', '20', '50']} value="20" width={8.125} onChange={onChange} />,
    )
    const select = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50'])
    await user.selectOptions(select, '50')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.results[0]!.value).toBe('50')
  })
})

describe('TextField', () => {
  it.each([
    { name: 'a label alone', description: undefined, error: undefined, section: false },
    { name: 'a description and a section', description: 'Part of the name', error: undefined, section: true },
    { name: 'a description and an error', description: 'A whole number', error: 'Enter a whole number', section: false },
    { name: 'an error alone', description: undefined, error: 'Enter a whole number', section: true },
  ])('is drawn as the library draws a small text input: $name', ({ description, error, section }) => {
    const icon = section ? <svg data-icon /> : undefined
    renderComponent(
      <>
        <TextInput label="Library" description={description} error={error} leftSection={icon} w={280} autoComplete="off" />
        <TextField label="Ours" description={description} error={error} leftSection={icon} width={17.5} autoComplete="off" />
      </>,
    )
    const [ours, library] = ['Ours', 'Library'].map((name) => screen.getByRole('textbox', { name }))
    const [ourRoot, theirRoot] = [ours!, library!].map((input) => input.closest('.mantine-TextInput-root')!)
    expectDrawnAs(ourRoot!, theirRoot!, sheets)
    // Named, described and marked invalid as the library's.
    const described = [error, description].filter(Boolean).join(' ')
    expect(library).toHaveAccessibleDescription(described)
    expect(ours).toHaveAccessibleDescription(described)
    expect(ours!.getAttribute('aria-invalid')).toBe(library!.getAttribute('aria-invalid'))
    expect(ours).toHaveAttribute('autocomplete', 'off')
  })

  it("takes a form's registration: its name, its ref and its events", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    let field: HTMLInputElement | null = null
    renderComponent(
      <TextField
        label="Search"
        type="search"
        width={20}
        name="search"
        ref={(element) => void (field = element)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />,
    )
    const input = screen.getByRole('searchbox', { name: 'Search' })
    expect(field).toBe(input)
    expect(input).toHaveAttribute('name', 'search')
    await user.type(input, 'ada')
    expect(onChange).toHaveBeenLastCalledWith('ada')
  })
})
