import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../testing/render'
import { formatLocal, formatUtc } from '../lib/time'
import { setTimeZone } from '../lib/timeZone'

const DAY = 86_400
/** 2026-01-01 00:00 UTC. */
const start = 1_767_225_600

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
    subscriptions: [
      { subscriptionId: 'sub_a', userId: 3, status: 2, currency: 'EUR', amount: 1_000, createTime: start },
      { subscriptionId: 'sub_b', userId: 3, status: 2, currency: 'EUR', amount: 1_000, createTime: start + 2 * DAY },
    ],
  })
  return service
}

const createdOf = (subscriptionId: string) => {
  const row = screen.getByRole('link', { name: subscriptionId }).closest('tr')!
  return within(row)
    .getAllByRole('time')
    .find(
      (time) =>
        time.getAttribute('datetime') === new Date((subscriptionId === 'sub_a' ? start : start + 2 * DAY) * 1000).toISOString(),
    )!
}

describe('the time zone dates are shown and typed in', () => {
  // The choice loads when opened: loaded here first, the test waits for the page, not the module's first transform.
  beforeAll(async () => {
    await import('./TimeZoneDialog')
  })
  afterEach(() => setTimeZone(null))

  it('shows dates in a zone chosen in the header, UTC on hover, keeps it on this device, and reads filters in it', async () => {
    const user = userEvent.setup()
    const { router } = await renderPage('/subscriptions', { service: await seeded() })
    await waitFor(() => expect(screen.getByRole('link', { name: 'sub_a' })).toBeInTheDocument())
    expect(createdOf('sub_a')).toHaveTextContent(formatLocal(start, null))

    await user.click(screen.getByRole('button', { name: 'Time zone: the browser’s' }))
    const dialog = await screen.findByRole('dialog', { name: 'Time zone' })
    const select = within(dialog).getByRole('combobox', { name: 'Show and enter dates in' })
    await user.click(select)
    fireEvent.change(select, { target: { value: 'Tokyo' } })
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }))
    expect(localStorage.getItem('mbd.timeZone')).toBe('Asia/Tokyo')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Time zone' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Time zone: Asia/Tokyo' })).toBeInTheDocument()

    await waitFor(() => expect(createdOf('sub_a')).toHaveTextContent(formatLocal(start, 'Asia/Tokyo')))
    expect(createdOf('sub_a')).toHaveAttribute('title', formatUtc(start))

    // 9:00 on 2 January in Tokyo is midnight UTC: the first subscription, created a day before, is left out.
    showFilters()
    fireEvent.change(screen.getByLabelText('Created from', { selector: 'input' }), { target: { value: '2026-01-02T09:00' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Filter subscriptions' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ createTimeStart: start + DAY }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'sub_a' })).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'sub_b' })).toBeInTheDocument()
    expect(screen.getByLabelText('Created from', { selector: 'input' })).toHaveValue('2026-01-02T09:00')
  })

  it('goes back to the browser’s zone', async () => {
    setTimeZone('Asia/Tokyo')
    const user = userEvent.setup()
    await renderPage('/subscriptions', { service: await seeded() })
    await user.click(screen.getByRole('button', { name: 'Time zone: Asia/Tokyo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Time zone' })
    const select = within(dialog).getByRole('combobox', { name: 'Show and enter dates in' })
    await user.click(select)
    fireEvent.change(select, { target: { value: 'browser' } })
    await user.click(await screen.findByRole('option', { name: /^The browser’s/ }))
    expect(localStorage.getItem('mbd.timeZone')).toBeNull()
    expect(screen.getByRole('button', { name: 'Time zone: the browser’s' })).toBeInTheDocument()
  })
})
