import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { refusingUntilCleared } from '../../testing/service'

const CHILD = '/merchant/discount/batch/children/detail'

const templates = [
  {
    id: 5,
    code: 'SUMMER',
    name: 'Summer vouchers',
    codePrefix: 'SUMMER-',
    discountType: 2,
    discountAmount: 1000,
    currency: 'EUR',
  },
  // Neither its code nor its name contains the code prefix: found by the child's prefix.
  { id: 6, code: 'PARTNERS', name: 'Referral codes', codePrefix: 'PARTNER-' },
]
const children = [
  {
    id: 11,
    code: 'SUMMER-AAA',
    codePrefix: 'SUMMER-',
    parentTemplateCode: 'SUMMER',
    isRedeemed: true,
    redeemedByEmail: 'ada@example.test',
  },
  { id: 12, code: 'SUMMER-BBB', codePrefix: 'SUMMER-', parentTemplateCode: 'SUMMER' },
  { id: 13, code: 'SUMMER-CCC', codePrefix: 'SUMMER-', parentTemplateCode: 'SUMMER' },
  { id: 21, code: 'PARTNER-X1', codePrefix: 'PARTNER-', parentTemplateCode: 'PARTNERS' },
  { id: 31, code: 'LOST-1', codePrefix: 'LOST-', parentTemplateCode: 'LOST' },
]

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', { batchTemplates: templates, batchChildren: children })
  return service
}

const parent = () => screen.getByRole('region', { name: 'Parent template' })

describe('batch child code page', () => {
  it.each([
    [11, 'SUMMER', 5],
    [21, 'PARTNERS', 6],
  ])('child %i links to its template %s, never opened before on this device', async (childId, code, templateId) => {
    await renderPage(`/discounts/children/${childId}`, { service: await seeded() })
    const link = await within(await screen.findByRole('region', { name: 'Parent template' })).findByRole('link', {
      name: `Open template ${code} (ID ${templateId})`,
    })
    expect(link).toHaveAttribute('href', `/discounts/templates/${templateId}`)
  })

  it('says when no template has the code, and offers the lookup', async () => {
    await renderPage('/discounts/children/31', { service: await seeded() })
    expect(await within(parent()).findByText(/The service lists no template with the code LOST/)).toBeVisible()
    expect(within(parent()).getByRole('textbox', { name: 'Batch template ID' })).toBeVisible()
  })

  it('on a service without the template list, offers the lookup by id', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/discounts/children/11', { service })
    expect(
      await within(await screen.findByRole('region', { name: 'Parent template' })).findByText(/no list of templates/),
    ).toBeVisible()
    expect(within(parent()).getByRole('textbox', { name: 'Batch template ID' })).toBeVisible()
  })

  it('shows its loading, failure and not-found states', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: CHILD, delayMs: 5000 })
    const view = await renderPage('/discounts/children/11', { service })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the batch child code')
    view.unmount()

    await service.sandbox.control('faults', { clear: true })
    const clear = await refusingUntilCleared(service, { path: CHILD, status: 400, code: 50, message: 'Codes unavailable' })
    const failed = await renderPage('/discounts/children/11', { service })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The batch child code could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await clear()
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'SUMMER-AAA' })).toBeVisible()
    failed.unmount()

    await renderPage('/discounts/children/999', { service })
    expect(await screen.findByRole('alert')).toHaveTextContent('The batch child code was not found')
    expect(screen.getByRole('textbox', { name: 'Batch child code ID' })).toBeVisible()
  })

  it('refuses an address that is not a child code id', async () => {
    await renderPage('/discounts/children/-3')
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid batch child code ID' })).toBeVisible()
    expect(screen.getByText(/Child code id must be greater than 0/)).toBeVisible()
  })
})

describe('batch template page', () => {
  it('lists its child codes, each linking to its page, searched by code and paged in the address', async () => {
    const { router } = await renderPage('/discounts/templates/5?count=10', { service: await seeded() })
    const table = await screen.findByRole('table', { name: 'Child codes' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(within(table).getByRole('link', { name: 'SUMMER-AAA' })).toHaveAttribute('href', '/discounts/children/11')
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByRole('group', { name: 'Child codes used' }),
    ).toHaveTextContent('1 of 3')

    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Code contains' }), 'bbb')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Child codes' })).getAllByRole('row')).toHaveLength(2))
    expect(router.state.location.search).toEqual({ count: 10, code: 'bbb' })

    await user.clear(screen.getByRole('textbox', { name: 'Code contains' }))
    await user.type(screen.getByRole('textbox', { name: 'Code contains' }), 'zzz')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(await screen.findByText('No child codes match the filters')).toBeVisible()
  })

  it('refuses an address that is not a template id', async () => {
    await renderPage('/discounts/templates/abc')
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid batch template ID' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Batch template ID' })).toBeVisible()
  })
})
