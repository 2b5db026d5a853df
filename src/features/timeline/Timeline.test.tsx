import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { refusingUntilCleared } from '../../testing/service'
import { TEST_KEY } from '../../../sandbox/testing'

const NOW = Math.floor(Date.now() / 1000)

async function seeded(notes = 1) {
  const service = testService()
  const seeded = await service.sandbox.control('seed', {
    members: [{ id: 5, email: 'ops@example.test', password: 'Ops-Pass-123', firstName: 'Olga', lastName: 'Ops' }],
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
    plans: [{ id: 7, planName: 'Pro monthly', status: 2 }],
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    subscriptions: [
      {
        subscriptionId: 'sub_ada',
        userId: 3,
        planId: 7,
        status: 2,
        gatewayId: 1,
        currency: 'EUR',
        currentPeriodStart: NOW - 3600,
        currentPeriodEnd: NOW + 30 * 86_400,
      },
    ],
    invoices: [
      {
        invoiceId: 'in_ada',
        userId: 3,
        subscriptionId: 'sub_ada',
        currency: 'EUR',
        totalAmount: 5_831,
        status: 3,
        createTime: NOW - 3000,
      },
    ],
    adminNotes: Array.from({ length: notes }, (_, i) => ({
      userId: 3,
      memberId: 5,
      note: `Note ${i + 1}`,
      createTime: NOW - 10_000 - i,
    })),
  })
  expect(seeded.status).toBe(200)
  return service
}

describe('customer timeline', () => {
  it('merges periods, invoices, activity (the key masked) and notes, newest first, and filters by kind', async () => {
    const service = await seeded()
    const cancel = await service.sandbox.call('/merchant/subscription/cancel', { subscriptionId: 'sub_ada' })
    expect(cancel.body.code).toBe(0)
    await renderPage('/users/3', { service })
    const timeline = await screen.findByRole('table', { name: 'Timeline' })
    const rows = async () => (await within(timeline).findAllByRole('row')).slice(1)
    await within(timeline).findByText('Note 1')
    const texts = (await rows()).map((row) => row.textContent ?? '')
    expect(texts[0]).toMatch(/Cancel a subscription now/)
    expect(texts[0]).toMatch(/OpenApi\(/)
    expect(texts.join('\n')).not.toContain(TEST_KEY)
    expect(texts.some((text) => /Invoice paid.*€58\.31.*in_ada/.test(text))).toBe(true)
    expect(texts.some((text) => /Billing period cancelled · Pro monthly/.test(text))).toBe(true)
    expect(texts.at(-1)).toMatch(/Note.*Note 1.*Olga Ops/)

    const user = userEvent.setup({ delay: null })
    await user.click(within(screen.getByRole('group', { name: 'Kinds shown' })).getByRole('checkbox', { name: 'Activity' }))
    expect((await rows()).map((row) => row.textContent).join('\n')).not.toMatch(/Cancel a subscription now/)
    expect(within(timeline).getByText('Note 1')).toBeVisible()
  })

  it("shows the notes of the customer's subscriptions, each linking to its subscription", async () => {
    const service = await seeded()
    const more = await service.sandbox.control('seed', {
      subscriptions: [{ subscriptionId: 'sub_old', userId: 3, planId: 7, status: 4, gatewayId: 1, currency: 'EUR' }],
      adminNotes: [
        { userId: 3, subscriptionId: 'sub_ada', memberId: 5, note: 'Promised a discount at renewal', createTime: NOW - 500 },
        { userId: 3, subscriptionId: 'sub_old', memberId: 5, note: 'Cancelled after the move', createTime: NOW - 20_000 },
      ],
    })
    expect(more.status).toBe(200)
    await renderPage('/users/3', { service })
    const timeline = await screen.findByRole('table', { name: 'Timeline' })
    const row = (text: string) => within(timeline).getByText(text).closest('tr')!
    await within(timeline).findByText('Promised a discount at renewal')
    expect(within(row('Promised a discount at renewal')).getByRole('link', { name: 'sub_ada' })).toHaveAttribute(
      'href',
      '/subscriptions/sub_ada',
    )
    expect(within(row('Promised a discount at renewal')).getByText('Olga Ops')).toBeVisible()
    await within(timeline).findByText('Cancelled after the move')
    expect(within(row('Cancelled after the move')).getByRole('link', { name: 'sub_old' })).toBeVisible()
    // The customer's own note, too, and each once.
    expect(within(timeline).getAllByText(/^Note 1$|^Promised a discount at renewal$|^Cancelled after the move$/)).toHaveLength(3)
  })

  it('leaves out a list the service does not offer, saying so, and shows the rest', async () => {
    const service = await seeded()
    await refusingUntilCleared(service, {
      path: '/merchant/subscription/timeline_list',
      status: 404,
      message: 'Unknown path: /merchant/subscription/timeline_list',
    })
    await renderPage('/users/3', { service })
    expect(await screen.findByText('Billing periods: not shown, the service does not offer this list.')).toBeVisible()
    const timeline = await screen.findByRole('table', { name: 'Timeline' })
    expect(await within(timeline).findByText('Note 1')).toBeVisible()
    expect(within(timeline).queryByText(/Billing period/)).toBeNull()
  })

  it('draws 25 entries of many, and more on "Show more"', async () => {
    const service = await seeded(60)
    await renderPage('/users/3', { service })
    const timeline = await screen.findByRole('table', { name: 'Timeline' })
    await within(timeline).findByText('Note 1')
    expect(within(timeline).getAllByRole('row')).toHaveLength(26)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Show more' }))
    expect(within(timeline).getAllByRole('row')).toHaveLength(51)
  })
})
