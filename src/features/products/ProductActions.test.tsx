import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'

type StoredProduct = { id: number; status: number; isDeleted?: number }

describe('product details: state changes', () => {
  it('inactivates a product, and shows the service refusing a delete while plans are linked', async () => {
    const service = testService()
    await service.sandbox.control('seed', {
      products: [{ id: 7, productName: 'Analytics', status: 1 }],
      plans: [{ id: 70, planName: 'Analytics monthly', productId: 7, amount: 1000, currency: 'EUR' }],
    })
    const stored = async () => {
      const { body } = await service.sandbox.control<{ collections: { products: StoredProduct[] } }>('state')
      return body.data.collections.products.find((product) => product.id === 7)
    }
    await renderPage('/products', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Details of Analytics' }))
    let drawer = await screen.findByRole('dialog', { name: 'Analytics' })
    await user.click(within(drawer).getByRole('button', { name: 'Inactivate' }))
    expect(await screen.findByText('Analytics is inactive.')).toBeVisible()
    expect((await stored())?.status).toBe(2)

    await user.click(await screen.findByRole('button', { name: 'Details of Analytics' }))
    drawer = await screen.findByRole('dialog', { name: 'Analytics' })
    await user.click(within(drawer).getByRole('button', { name: 'Delete product' }))
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const alert = await within(drawer).findByRole('alert', { name: /The product was not changed/ })
    expect(alert).toHaveTextContent('Product 7 has plans (70)')
    expect((await stored())?.isDeleted).toBeFalsy()
  })
})
