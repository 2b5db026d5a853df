import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo, refusingUntilCleared } from '../../testing/service'

const NOTE = '/merchant/user/new_admin_note'
const member = { email: 'ops@example.test', password: 'Ops-Pass-123' }

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    members: [{ id: 5, ...member, firstName: 'Olga', lastName: 'Ops', isOwner: true }],
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
  })
  return service
}

describe('customer notes', () => {
  it('a member adds a note: refused empty at the field, then shown in the notes and in the timeline', async () => {
    const service = await seeded()
    await renderPage('/users/3', { service, member })
    const form = await screen.findByRole('form', { name: 'Add a note' })
    const user = userEvent.setup({ delay: null })
    await user.click(within(form).getByRole('button', { name: 'Add note' }))
    expect(await within(form).findByText('Write a note')).toBeVisible()
    expect(await callsTo(service, NOTE)).toHaveLength(0)

    await user.type(within(form).getByRole('textbox', { name: /New note/ }), 'Called about the March invoice')
    await user.click(within(form).getByRole('button', { name: 'Add note' }))
    const notes = await screen.findByRole('list', { name: 'Notes' })
    expect(notes).toHaveTextContent('Called about the March invoice')
    expect(notes).toHaveTextContent('Olga Ops')
    expect(within(form).getByRole('textbox', { name: /New note/ })).toHaveValue('')
    expect(await callsTo(service, NOTE)).toHaveLength(1)
    const timeline = await screen.findByRole('table', { name: 'Timeline' })
    expect(await within(timeline).findByText('Called about the March invoice')).toBeVisible()
  })

  it("keeps the note typed and shows the service's message and request id when it is refused", async () => {
    const service = await seeded()
    await refusingUntilCleared(service, { path: NOTE, status: 400, code: 51, message: 'invalid token' })
    await renderPage('/users/3', { service, member })
    const form = await screen.findByRole('form', { name: 'Add a note' })
    const user = userEvent.setup({ delay: null })
    await user.type(within(form).getByRole('textbox', { name: /New note/ }), 'Keep me')
    await user.click(within(form).getByRole('button', { name: 'Add note' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('The note was not added')
    expect(alert).toHaveTextContent('invalid token')
    expect(alert).toHaveTextContent(/req/)
    expect(within(form).getByRole('textbox', { name: /New note/ })).toHaveValue('Keep me')
  })

  it('with an API key the add box says why it is not there, and the notes are still read', async () => {
    const service = await seeded()
    await service.sandbox.control('seed', { adminNotes: [{ userId: 3, memberId: 5, note: 'Left earlier' }] })
    await renderPage('/users/3', { service })
    expect(await screen.findByText(/Adding a note needs a member's sign-in/)).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull()
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent('Left earlier')
  })
})
