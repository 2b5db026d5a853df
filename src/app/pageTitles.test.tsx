import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { renderPage } from '../testing/render'

describe('page titles', () => {
  it.each([
    ['/products', 'Products'],
    ['/products/new', 'New product'],
    ['/webhooks', 'Webhooks'],
    ['/vat/validate', 'VAT number check'],
    ['/customer-portal', 'Customer portal link'],
    ['/subscriptions/renew', 'Renew a subscription'],
  ])('%s names itself in the browser tab', async (path, title) => {
    await renderPage(path)
    await waitFor(() => expect(document.title).toBe(`${title} · Merchant Billing Dashboard`))
  })
})
