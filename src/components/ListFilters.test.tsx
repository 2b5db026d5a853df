import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TextInput } from '@mantine/core'
import { renderComponent } from '../testing/render'
import { ListFilters } from './ListFilters'

interface View {
  count: number
  status?: number[]
}

const panel = (applied: number, view: View = { count: 20 }, update = vi.fn()) => (
  <ListFilters
    view={view}
    refreshing={false}
    update={update}
    applied={applied}
    codes={[{ key: 'status', kind: 'subscriptionStatus', label: 'Status' }]}
  >
    <TextInput label="Currency" />
  </ListFilters>
)

describe('ListFilters', () => {
  it('folds the filters while none is applied, drawing them only once shown, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    renderComponent(panel(0))
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox', { name: 'Currency' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull()
    // The order and the page size are never folded.
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const currency = screen.getByRole('textbox', { name: 'Currency' })
    expect(toggle).toHaveAttribute('aria-controls', currency.closest('[id]:not(input)')?.id)
    await user.type(currency, 'EU')
    expect(screen.getByRole('group', { name: 'Status' })).toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox', { name: 'Currency' })).toBeNull()
    await user.click(toggle)
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('EU')
  })

  it('shows the filters at once, with their count, when any is applied; a code chosen goes back to the first page', async () => {
    const update = vi.fn()
    renderComponent(panel(2, { count: 20, status: [2] }, update))
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('textbox', { name: 'Currency' })).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked()
    await userEvent.setup({ delay: null }).click(screen.getByRole('checkbox', { name: 'Pending' }))
    expect(update).toHaveBeenCalledWith({ status: [1, 2], page: 0 })
  })

  it('has nothing to fold for a list with only its own view controls', () => {
    renderComponent(
      <ListFilters view={{ count: 20 }} refreshing={false} update={vi.fn()} controls={<TextInput label="Upload type" />} />,
    )
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Upload type' })).toBeVisible()
  })
})
