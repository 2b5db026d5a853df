import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { TextField } from '../components/PlainFields'
import { numberField, textField } from './fields'
import { useLiveFilters } from './useLiveFilters'

const schema = z.object({
  search: textField(z.string().max(5, { error: 'Search is at most 5 characters' }).optional()),
  planId: numberField(z.int({ error: 'Plan ID must be a whole number' }).positive().optional()),
})

type Values = { search: string; planId: string }

function Filters({ values, onApply }: { values: Values; onApply: (output: z.output<typeof schema>) => void }) {
  const { bind, formProps } = useLiveFilters({ schema, values, onApply, delay: 50 })
  return (
    <form {...formProps} role="search" aria-label="Search">
      <TextField label="Search" width={20} {...bind('search')} />
      <TextField label="Plan ID" width={12} {...bind('planId')} />
    </form>
  )
}

function setup(values: Values = { search: '', planId: '' }) {
  const onApply = vi.fn()
  const view = render(<Filters values={values} onApply={onApply} />)
  const rerender = (next: Values) => view.rerender(<Filters values={next} onApply={onApply} />)
  return { onApply, rerender, user: userEvent.setup({ delay: null }) }
}

const field = (name: string) => screen.getByRole('textbox', { name })

describe('useLiveFilters', () => {
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
    const { onApply, user } = setup()
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
