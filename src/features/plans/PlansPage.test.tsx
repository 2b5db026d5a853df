import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../../testing/render'

const LIST = '/merchant/plan/list'
const ACTIVATE = '/merchant/plan/activate'

const plans = [
  { id: 3, externalPlanId: 'plan_pro_monthly', planName: 'Pro monthly', status: 1, createTime: 1767225600 },
  { id: 4, externalPlanId: 'plan_pro_yearly', planName: 'Pro yearly', status: 3, createTime: 1767225700 },
  { id: 5, externalPlanId: 'plan_basic', planName: 'Basic', status: 2, createTime: 1767225800 },
]

async function seeded(data: Record<string, unknown> = { plans }) {
  const service = testService()
  await service.sandbox.control('seed', data)
  return service
}

async function callsTo(service: ReturnType<typeof testService>, path: string) {
  const response = await service.sandbox.control<{ calls: unknown[] }>(`calls?path=${encodeURIComponent(path)}`)
  return response.body.data?.calls ?? []
}

async function planStatus(service: ReturnType<typeof testService>, id: number) {
  const state = await service.sandbox.control<{ collections: { plans: { id: number; status: number }[] } }>('state')
  return state.body.data?.collections.plans.find((plan) => plan.id === id)?.status
}

const row = (name: RegExp) => screen.getByRole('row', { name })

describe('plans list', () => {
  it('shows each plan, with Activate where it applies; activating asks first, then shows the new state', async () => {
    const service = await seeded()
    await renderPage('/plans', { service })
    const user = userEvent.setup({ delay: null })
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
    expect(await screen.findByText('3 plans')).toBeVisible()
    expect(within(row(/Basic/)).queryByRole('button', { name: /^Activate/ })).toBeNull()
    expect(within(row(/Pro yearly/)).getByText('Inactive')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Activate Pro monthly (plan 3)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Activate Pro monthly (plan 3)?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Activate plan' }))

    const notice = await screen.findByText('Pro monthly (plan 3) is now active.')
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus())
    // And keeps it: the closing dialog does not hand it back to the row's button a moment later (its 10 ms timer).
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(row(/Pro monthly/)).getByText('Active')).toBeVisible()
    expect(within(row(/Pro monthly/)).queryByRole('button', { name: /^Activate/ })).toBeNull()
    expect(await planStatus(service, 3)).toBe(2)
    expect(await callsTo(service, ACTIVATE)).toHaveLength(1)
  })

  it('announces the loading, then shows a failure with its request ID and Retry', async () => {
    const service = await seeded()
    const failure = { path: LIST, status: 400, code: 51, message: 'Plan list is unavailable', times: 5, delayMs: 200 }
    await service.sandbox.control('faults', failure)
    await renderPage('/plans', { service })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByLabelText('Loading the plans')).toHaveAttribute('aria-busy', 'true')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The plans could not be loaded')
    expect(alert).toHaveTextContent('Plan list is unavailable')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await service.sandbox.control('faults', { clear: true })
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Plans' })).toBeVisible()
  })

  it('says when there are no plans, and when none match the filters', async () => {
    await renderPage('/plans')
    expect(await screen.findByText('No plans yet')).toBeVisible()
    await renderPage('/plans?search=%22nothing%22', { service: await seeded() })
    expect(await screen.findByText('No plans match the filters')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeVisible()
  })

  it('refuses a product ID that is not a whole number of 0 or more, sending nothing', async () => {
    const service = await seeded()
    await renderPage('/plans', { service })
    const user = userEvent.setup({ delay: null })
    await screen.findByRole('table', { name: 'Plans' })
    const sent = (await callsTo(service, LIST)).length
    showFilters()
    const productId = screen.getByRole('textbox', { name: 'Product ID' })
    expect(productId).toHaveAttribute('inputmode', 'numeric')
    for (const [typed, message] of [
      ['1.5', 'Product id must be a whole number'],
      ['-1', 'Product id cannot be negative'],
      ['two', 'Product id must be a whole number'],
    ]) {
      await user.clear(productId)
      await user.type(productId, `${typed}{Enter}`)
      expect(await screen.findByText(message)).toBeVisible()
      expect(productId).toHaveAttribute('aria-invalid', 'true')
      expect(productId).toHaveFocus()
    }
    expect(await callsTo(service, LIST)).toHaveLength(sent)
  })

  it('falls back to activating by ID when the service has no plan list', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/plans', { service })
    expect(await screen.findByRole('note')).toHaveTextContent('This service offers no list of plans: open one by its ID.')
    // The page's code loads once the service has said it has no list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Activate a plan' })).toBeVisible()
    // Activating refreshes the lists (slowly here): the fallback stays meanwhile, and shows its result.
    await service.sandbox.control('faults', { path: LIST, delayMs: 150, times: 3 })
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Plan ID' }), '4')
    await user.click(screen.getByRole('button', { name: 'Activate plan' }))
    expect(await screen.findByText('Plan 4 is now active.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Plan ID' })).toHaveValue('4')
    expect(await planStatus(service, 4)).toBe(2)
  })
})

describe('activate a plan by its ID', () => {
  it.each([
    ['6.5', 'Plan id must be a whole number'],
    ['0', 'Plan id must be greater than 0'],
    ['x', 'Plan id must be a whole number'],
  ])('refuses the plan ID %s with a message, sending nothing', async (typed, message) => {
    const service = await seeded()
    await renderPage('/plans/activate', { service })
    const user = userEvent.setup({ delay: null })
    const planId = screen.getByRole('textbox', { name: 'Plan ID' })
    expect(planId).toHaveAttribute('inputmode', 'numeric')
    await user.type(planId, typed)
    await user.click(screen.getByRole('button', { name: 'Activate plan' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(planId).toHaveValue(typed)
    expect(planId).toHaveFocus()
    expect(await callsTo(service, ACTIVATE)).toEqual([])
  })

  it('refuses neither and both identifiers at the plan ID field', async () => {
    const service = await seeded()
    await renderPage('/plans/activate', { service })
    const user = userEvent.setup({ delay: null })
    const submit = screen.getByRole('button', { name: 'Activate plan' })
    await user.click(submit)
    expect(await screen.findByText('Give a plan id or an external plan id')).toBeVisible()
    await user.type(screen.getByRole('textbox', { name: 'Plan ID' }), '3')
    await user.type(screen.getByRole('textbox', { name: 'External plan ID' }), 'plan_pro_monthly')
    await user.click(submit)
    expect(await screen.findByText('Give either a plan id or an external plan id, not both')).toBeVisible()
    expect(await callsTo(service, ACTIVATE)).toEqual([])
  })

  it('activates the plan typed in, and links back to the list', async () => {
    const service = await seeded()
    await renderPage('/plans/activate?planId=4', { service })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByRole('textbox', { name: 'Plan ID' })).toHaveValue('4')
    await user.click(screen.getByRole('button', { name: 'Activate plan' }))
    expect(await screen.findByText('Plan 4 is now active.')).toBeVisible()
    expect(await planStatus(service, 4)).toBe(2)
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Plans' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  })
})
