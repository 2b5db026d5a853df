import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

type StoredProduct = { id: number; productName: string; description: string; homeUrl: string }

describe('product details: edit', () => {
  it('renames a product and empties its description; an emptied link is refused before sending', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      products: [{ id: 7, productName: 'Analytics', description: 'Reports', homeUrl: 'https://example.com/a', status: 1 }],
    })
    await renderPage('/products', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Details of Analytics' }))
    const drawer = await screen.findByRole('dialog', { name: 'Analytics' })
    await user.click(await within(drawer).findByRole('button', { name: 'Edit' }))
    const form = within(drawer).getByRole('form', { name: 'Edit the product' })
    await user.clear(within(form).getByLabelText('Home page URL'))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('A link cannot be removed: enter another http(s) address')).toBeVisible()
    expect(await callsTo(service, '/merchant/product/edit')).toHaveLength(0)

    await user.type(within(form).getByLabelText('Home page URL'), 'https://example.com/insights')
    await user.clear(within(form).getByLabelText('Name', { exact: false }))
    await user.type(within(form).getByLabelText('Name', { exact: false }), 'Insights')
    await user.clear(within(form).getByLabelText('Description'))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Analytics was saved.')).toBeVisible()
    const { body } = await service.sandbox.control<{ collections: { products: StoredProduct[] } }>('state')
    expect(body.data.collections.products.find((product) => product.id === 7)).toMatchObject({
      productName: 'Insights',
      description: '',
      homeUrl: 'https://example.com/insights',
    })
  })
})
