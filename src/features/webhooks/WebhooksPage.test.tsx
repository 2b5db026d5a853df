import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '../../testing/render'

describe('webhooks page: the events picker', () => {
  it('opens again after each pick, and each chosen event has a named remove button reachable by keyboard', async () => {
    await renderPage('/webhooks')
    const user = userEvent.setup({ delay: null })
    const events = screen.getByRole('combobox', { name: 'Subscribed events' })
    await user.click(events)
    expect(await screen.findByRole('listbox')).toBeVisible()
    await user.click(screen.getByRole('option', { name: 'invoice.paid' }))
    await user.click(events)
    expect(await screen.findByRole('listbox')).toBeVisible()
    await user.click(screen.getByRole('option', { name: 'invoice.created' }))

    const remove = screen.getByRole('button', { name: 'Remove invoice.paid' })
    remove.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Remove invoice.paid' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove invoice.created' })).toBeVisible()
  })
})
