import { describe, expect, it, vi } from 'vitest'
import type { ComponentType } from 'react'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { TextInput } from '@mantine/core'
import { numberField, textField } from './fields'
import { FilterForm } from '../components/FilterForm'
import { renderComponent } from '../testing/render'
import { useFilterFields } from './useFilterFields'

const schema = z.object({
  search: textField(z.string().max(5, { error: 'Search is at most 5 characters' }).optional()),
  planId: numberField(z.int({ error: 'Plan ID must be a whole number' }).positive().optional()),
})

type Values = { search: string; planId: string }

/** Live filters applied once typing pauses for 50 ms. */
const Filters = (props: FiltersProps) => <LiveFilters {...props} delay={50} />
/** Live filters whose pause never comes within a test: what a change does at once, and no timer can race it. */
const SlowFilters = (props: FiltersProps) => <LiveFilters {...props} delay={60_000} />

type FiltersProps = { values: Values; onApply: (output: z.output<typeof schema>) => void }

function LiveFilters({ values, onApply, delay }: FiltersProps & { delay: number }) {
  const { bind, formProps } = useFilterFields({ schema, values, onApply, delay })
  return (
    <form {...formProps} role="search" aria-label="Search">
      <TextInput label="Search" {...bind('search')} />
      <TextInput label="Plan ID" {...bind('planId')} />
    </form>
  )
}

/** Draws `Form` with `values`; `rerender` draws it again with the address's next values. */
function mount<V, O>(Form: ComponentType<{ values: V; onApply: (output: O) => void }>, values: V) {
  const onApply = vi.fn()
  const view = renderComponent(<Form values={values} onApply={onApply} />)
  const rerender = (next: V) => view.rerender(<Form values={next} onApply={onApply} />)
  return { onApply, rerender, user: userEvent.setup({ delay: null }) }
}

const setup = (values: Values = { search: '', planId: '' }) => mount(Filters, values)

const field = (name: string) => screen.getByRole('textbox', { name })

describe('useFilterFields, live (with a delay)', () => {
  it('checks nothing as it is first drawn: the fields say what the address says', () => {
    const check = vi.spyOn(schema, 'safeParse')
    setup({ search: 'ada', planId: '7' })
    expect(field('Search')).toHaveValue('ada')
    expect(check).not.toHaveBeenCalled()
    check.mockRestore()
  })

  it('applies the checked values once typing pauses, once', async () => {
    const { onApply, user } = setup()
    await user.type(field('Search'), ' ada ')
    await user.type(field('Plan ID'), '12')
    expect(onApply).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(onApply).toHaveBeenCalledWith({ search: 'ada', planId: 12 })
  })

  it('applies at once on Enter', async () => {
    const { onApply, user } = setup()
    await user.type(field('Search'), 'bo{Enter}')
    expect(onApply).toHaveBeenCalledWith({ search: 'bo' })
  })

  it('shows a refused value at its field and applies nothing; while it shows, each change is checked at once', async () => {
    const { onApply, user } = mount(SlowFilters, { search: '', planId: '' })
    await user.type(field('Plan ID'), 'x{Enter}')
    expect(screen.getByText('Plan ID must be a whole number')).toBeVisible()
    expect(field('Plan ID')).toHaveAttribute('aria-invalid', 'true')
    expect(onApply).not.toHaveBeenCalled()
    await user.clear(field('Plan ID'))
    expect(screen.queryByText('Plan ID must be a whole number')).toBeNull()
    await user.type(field('Search'), 'toolong')
    expect(screen.queryByText('Search is at most 5 characters')).toBeNull()
    await user.keyboard('{Enter}')
    expect(screen.getByText('Search is at most 5 characters')).toBeVisible()
    expect(onApply).not.toHaveBeenCalled()
  })

  it('follows the address when it says something else, and leaves what is typed when it says the same', async () => {
    const { onApply, rerender, user } = setup({ search: 'ada', planId: '' })
    expect(field('Search')).toHaveValue('ada')
    await user.type(field('Search'), ' ')
    rerender({ search: 'ada', planId: '' })
    expect(field('Search')).toHaveValue('ada ')
    act(() => rerender({ search: '', planId: '7' }))
    expect(field('Search')).toHaveValue('')
    expect(field('Plan ID')).toHaveValue('7')
    // What was typed before the address changed is not applied after it.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(onApply).not.toHaveBeenCalled()
  })
})

/** A form applied with its button: the amounts' rule depends on the currency typed beside them. */
const amounts = (currency: string | undefined) =>
  z
    .object({
      currency: textField(z.string().length(3, { error: 'Currency is 3 letters' }).optional()),
      minimum: numberField(
        z
          .int()
          .max(currency === 'JPY' ? 1000 : 100, { error: `At most ${currency === 'JPY' ? 1000 : 100}` })
          .optional(),
      ),
    })
    .refine((values) => values.currency !== undefined || values.minimum === undefined, {
      path: ['minimum'],
      error: 'Choose a currency first',
    })

type AmountValues = z.input<ReturnType<typeof amounts>>

function AmountFilters({ values, onApply }: { values: AmountValues; onApply: (output: unknown) => void }) {
  const { bind, formProps } = useFilterFields({ schema: (typed: AmountValues) => amounts(typed.currency), values, onApply })
  return (
    <FilterForm
      label="Filter amounts"
      active={Boolean(values.currency || values.minimum)}
      form={formProps}
      onClear={() => onApply(null)}
    >
      <TextInput label="Currency" {...bind('currency')} />
      <TextInput label="Minimum" {...bind('minimum')} />
    </FilterForm>
  )
}

const setupForm = (values: AmountValues = { currency: '', minimum: '' }) => mount(AmountFilters, values)

describe('useFilterFields, applied with a button (no delay)', () => {
  it('applies nothing as it is typed, however long typing pauses; the button applies the checked values', async () => {
    const { onApply, user } = setupForm()
    await user.type(field('Currency'), 'JPY')
    await user.type(field('Minimum'), '500')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(onApply).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    // The rule of the minimum is the one of the currency typed beside it.
    expect(onApply).toHaveBeenCalledTimes(1)
    expect(onApply).toHaveBeenCalledWith({ currency: 'JPY', minimum: 500 })
  })

  it('applies on Enter in a field, as the button does', async () => {
    const { onApply, user } = setupForm()
    await user.type(field('Currency'), 'EUR')
    await user.type(field('Minimum'), '50{Enter}')
    expect(onApply).toHaveBeenCalledWith({ currency: 'EUR', minimum: 50 })
  })

  it('refuses at the fields, sends nothing, moves the focus to the first refused field, and checks each change while a message shows', async () => {
    const { onApply, user } = setupForm()
    await user.type(field('Minimum'), '500')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(screen.getByText('At most 100')).toBeVisible()
    await user.clear(field('Minimum'))
    await user.type(field('Minimum'), '50')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).not.toHaveBeenCalled()
    expect(screen.getByText('Choose a currency first')).toBeVisible()
    expect(field('Minimum')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Minimum')).toHaveFocus()
    await user.type(field('Currency'), 'EU')
    expect(screen.getByText('Currency is 3 letters')).toBeVisible()
    expect(field('Currency')).toHaveAttribute('aria-invalid', 'true')
    await user.type(field('Currency'), 'R')
    expect(screen.queryByText('Currency is 3 letters')).toBeNull()
    expect(screen.queryByText('Choose a currency first')).toBeNull()
    expect(onApply).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onApply).toHaveBeenCalledWith({ currency: 'EUR', minimum: 50 })
  })

  it('shows what it applied as the address says it', async () => {
    const { onApply, rerender, user } = setupForm()
    await user.type(field('Currency'), 'EUR')
    await user.type(field('Minimum'), '050{Enter}')
    expect(onApply).toHaveBeenCalledWith({ currency: 'EUR', minimum: 50 })
    act(() => rerender({ currency: 'EUR', minimum: '50' }))
    expect(field('Minimum')).toHaveValue('50')
  })

  it('follows the address without drawing the fields again: the focus stays in the field', async () => {
    const { rerender, user } = setupForm({ currency: 'EUR', minimum: '' })
    await user.click(field('Minimum'))
    act(() => rerender({ currency: 'USD', minimum: '20' }))
    expect(field('Currency')).toHaveValue('USD')
    expect(field('Minimum')).toHaveValue('20')
    expect(field('Minimum')).toHaveFocus()
  })
})

/** Filters whose form is drawn only once shown (as a folded panel draws them), the hook above it. */
function FoldedFilters({ values, drawn }: { values: Values; drawn: boolean }) {
  const { bind, formProps } = useFilterFields({ schema, values, onApply: () => undefined })
  return drawn ? (
    <FilterForm label="Filter" active={false} form={formProps} onClear={() => undefined}>
      <TextInput label="Search" {...bind('search')} />
      <TextInput label="Plan ID" {...bind('planId')} />
    </FilterForm>
  ) : null
}

describe('useFilterFields, a form drawn after the address changed', () => {
  it('shows the address as it is when drawn, not as it was when the hook started', () => {
    const view = renderComponent(<FoldedFilters values={{ search: '', planId: '' }} drawn={false} />)
    view.rerender(<FoldedFilters values={{ search: 'ada', planId: '7' }} drawn={false} />)
    view.rerender(<FoldedFilters values={{ search: 'ada', planId: '7' }} drawn />)
    expect(field('Search')).toHaveValue('ada')
    expect(field('Plan ID')).toHaveValue('7')
  })
})
