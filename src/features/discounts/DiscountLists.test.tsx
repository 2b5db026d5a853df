import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sentCalls } from '../../testing/calls'
import { renderPage, showFilters, testService } from '../../testing/render'

const LIST = '/merchant/discount/list'

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    discountCodes: [
      { id: 1, code: 'SPRING25', name: 'Spring sale', discountType: 1, discountPercentage: 2500, billingType: 2, status: 2 },
      {
        id: 2,
        code: 'WELCOME5',
        name: 'Welcome',
        discountType: 2,
        discountAmount: 500,
        currency: 'EUR',
        billingType: 1,
        status: 2,
      },
      { id: 3, code: 'OLD10', name: 'Old spring offer', discountType: 1, discountPercentage: 1000, billingType: 1, status: 3 },
    ],
    batchTemplates: [{ id: 5, code: 'SUMMER', name: 'Summer vouchers', codePrefix: 'SUMMER-' }],
    batchChildren: [{ id: 11, code: 'SUMMER-AAA', codePrefix: 'SUMMER-', parentTemplateCode: 'SUMMER', isRedeemed: true }],
  })
  return service
}

const codes = () =>
  within(screen.getByRole('table', { name: 'Discount codes' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('discount codes list', () => {
  it('lists the codes with their count, each linking to its page; its one search opens a code by its ID', async () => {
    const { router } = await renderPage('/discounts', { service: await seeded() })
    await screen.findByRole('table', { name: 'Discount codes' })
    expect(screen.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
    expect(screen.getByText('3 discount codes')).toBeVisible()
    expect(screen.getByRole('link', { name: 'SPRING25' })).toHaveAttribute('href', '/discounts/codes/1')
    // No second, open-by-id panel: the list's search takes the ID.
    expect(screen.queryByRole('textbox', { name: 'Discount code ID' })).toBeNull()
    showFilters()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'Code or name contains' }), '1')
    expect(await screen.findByText('Enter opens discount code 1')).toBeVisible()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/discounts/codes/1'))
  })

  it('filters by status, type and billing, and searches code or name, keeping the view in the address', async () => {
    const { router } = await renderPage('/discounts', { service: await seeded() })
    await screen.findByRole('table', { name: 'Discount codes' })
    const user = userEvent.setup({ delay: null })
    showFilters()
    await user.click(screen.getByRole('checkbox', { name: 'Active' }))
    await waitFor(() => expect(codes()).toHaveLength(2))
    await user.click(screen.getByRole('checkbox', { name: 'Fixed amount' }))
    await waitFor(() => expect(codes()).toEqual(['WELCOME5']))
    expect(router.state.location.search).toEqual({ status: [2], discountType: [2] })

    await user.click(screen.getByRole('checkbox', { name: 'Fixed amount' }))
    await user.click(screen.getByRole('checkbox', { name: 'Active' }))
    await user.type(screen.getByRole('searchbox', { name: 'Code or name contains' }), 'spring')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(codes()).toEqual(expect.arrayContaining(['SPRING25', 'OLD10'])))
    expect(codes()).toHaveLength(2)

    await user.click(screen.getByRole('checkbox', { name: 'Recurring' }))
    await user.click(screen.getByRole('checkbox', { name: 'One-time' }))
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), 'usd')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(await screen.findByText('No discount codes match the filters')).toBeVisible()
  })

  it('refuses a currency that is not a code, at the field, and sends nothing', async () => {
    const service = await seeded()
    await renderPage('/discounts', { service })
    await screen.findByRole('table', { name: 'Discount codes' })
    const before = (await sentCalls(service, LIST)).length
    const user = userEvent.setup({ delay: null })
    showFilters()
    const currency = screen.getByRole('textbox', { name: 'Currency' })
    await user.type(currency, 'e1')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(currency).toHaveAttribute('aria-invalid', 'true'))
    expect(currency).toHaveAccessibleDescription('Currency must be a three-letter upper-case code, for example EUR')
    expect(currency).toHaveFocus()
    expect(await sentCalls(service, LIST)).toHaveLength(before)
  })

  it('on a service without the lists, says so in one line and opens by id', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/discounts', { service })
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This service offers no list of discount codes: open one by its ID.',
    )
    // The lookup's code loads once the service has said it has no list.
    expect(await screen.findByRole('textbox', { name: 'Discount code ID' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Recently opened codes' })).toBeVisible()
  })
})

describe('batch templates list', () => {
  it('lists the templates with their usage, each linking to its page', async () => {
    await renderPage('/discounts/templates', { service: await seeded() })
    const table = await screen.findByRole('table', { name: 'Batch templates' })
    expect(screen.getByRole('heading', { level: 1, name: 'Batch templates' })).toBeVisible()
    expect(within(table).getByRole('link', { name: 'Summer vouchers' })).toHaveAttribute('href', '/discounts/templates/5')
    expect(table).toHaveTextContent('1 of 1')
    expect(screen.getByRole('link', { name: 'Batch templates' })).toHaveAttribute('aria-current', 'page')
  })
})
