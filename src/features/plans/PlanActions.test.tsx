import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'

type StoredPlan = { id: number; status: number; publishStatus: number; disableAutoCharge?: number }

describe('plan details: publish and archive', () => {
  it('publishes an active plan, then archives it softly, saying that its subscriptions keep renewing', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      plans: [{ id: 50, planName: 'Team monthly', amount: 4900, currency: 'EUR', status: 2, publishStatus: 1 }],
    })
    const stored = async () => {
      const { body } = await service.sandbox.control<{ collections: { plans: StoredPlan[] } }>('state')
      return body.data.collections.plans.find((plan) => plan.id === 50)
    }
    await renderPage('/plans', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Details of Team monthly (plan 50)' }))
    let drawer = await screen.findByRole('dialog', { name: 'Team monthly (plan 50)' })
    // The plan's actions load as its details open: wait for them before checking which are offered.
    const publish = await within(drawer).findByRole('button', { name: 'Publish' })
    expect(within(drawer).queryByRole('button', { name: 'Delete plan' })).toBeNull()
    await user.click(publish)
    expect(await screen.findByText('Team monthly (plan 50) is published.')).toBeVisible()
    expect((await stored())?.publishStatus).toBe(2)

    await user.click(await screen.findByRole('button', { name: 'Details of Team monthly (plan 50)' }))
    drawer = await screen.findByRole('dialog', { name: 'Team monthly (plan 50)' })
    await user.click(within(drawer).getByRole('button', { name: 'Archive plan' }))
    expect(within(drawer).getByText(/Its subscriptions are not cancelled and keep renewing/)).toBeVisible()
    await user.click(within(drawer).getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Team monthly (plan 50) is archived.')).toBeVisible()
    expect(await stored()).toMatchObject({ status: 4 })
  })
})
