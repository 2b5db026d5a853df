import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'

const NEW = '/merchant/product/new'
const LIST = '/merchant/product/list'

async function callsTo(service: ReturnType<typeof testService>, path: string) {
  const response = await service.sandbox.control<{ calls: { status: number }[] }>(`calls?path=${encodeURIComponent(path)}`)
  return response.body.data?.calls ?? []
}

describe('new product: each field refuses what the contract refuses, sending nothing', () => {
  it('a missing name, a URL that is not http(s), and metadata that is not JSON, all at once', async () => {
    const service = testService()
    await renderPage('/products/new', { service })
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Home page URL' }), 'ftp://example.com')
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'javascript:alert(1)')
    await user.type(screen.getByRole('textbox', { name: 'Metadata' }), '{{oops')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Enter a product name')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(screen.getByText('Home page URL must be an http(s) URL')).toBeVisible()
    expect(screen.getByText('Image URL must be an http(s) URL')).toBeVisible()
    expect(screen.getByText('Metadata is not valid JSON')).toBeVisible()
    expect(await callsTo(service, NEW)).toEqual([])
  })

  it('metadata that is JSON but not an object', async () => {
    const service = testService()
    await renderPage('/products/new', { service })
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pro')
    await user.type(screen.getByRole('textbox', { name: 'Metadata' }), '[["not", "an object"]')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText(/Metadata must be a JSON object/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Metadata' })).toHaveFocus()
    expect(await callsTo(service, NEW)).toEqual([])
  })

  it('a nexus address whose country code is not two letters, at that row', async () => {
    const service = testService()
    await renderPage('/products/new', { service })
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pro')
    await user.click(screen.getByRole('switch', { name: /Configure US VAT/ }))
    await user.click(await screen.findByRole('button', { name: 'Add nexus address' }))
    const nexus = screen.getByRole('group', { name: 'Nexus address 1' })
    const country = within(nexus).getByRole('textbox', { name: /Country code/ })
    await user.type(country, 'U1')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Country code must be two letters (ISO 3166-1)')).toBeVisible()
    expect(country).toHaveFocus()
    expect(await callsTo(service, NEW)).toEqual([])
  })
})

describe('new product: the US VAT section', () => {
  it('is whole and in place the moment its switch turns on: a click on its first button is not lost to an opening', async () => {
    await renderPage('/products/new', { service: testService() })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('switch', { name: /Configure US VAT/ }))
    // No waiting: a section that slid open would still be drawn closed (no height, or hidden) here.
    const add = screen.getByRole('button', { name: 'Add nexus address' })
    expect(add).toBeVisible()
    for (let element: HTMLElement | null = add; element; element = element.parentElement) {
      expect(element.style.height, element.className).not.toBe('0px')
      expect(element.style.overflow, element.className).not.toBe('hidden')
    }
    await user.click(add)
    expect(screen.getByRole('group', { name: 'Nexus address 1' })).toBeVisible()
  })
})

describe('products list', () => {
  it('falls back to the defaults for bad values in the address, asking only for valid pages', async () => {
    const service = testService()
    await service.sandbox.control('seed', { products: [{ id: 1, productName: 'Only' }] })
    await renderPage('/products?page=-4&count=0&sortField=%22price%22', { service })
    expect(await screen.findByRole('table', { name: 'Products' })).toBeVisible()
    expect(screen.getByText('Page 1 of 1')).toBeVisible()
    expect((await callsTo(service, LIST)).filter((call) => call.status !== 200)).toEqual([])
  })
})
