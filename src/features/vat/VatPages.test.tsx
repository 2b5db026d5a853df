import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, showFilters, testService } from '../../testing/render'

const VALIDATE = '/merchant/vat/vat_number_validate'
const UPLOADS = '/merchant/vat/us_vat_upload_history_list'

const uploads = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  createTime: 1767225600 + index * 3600,
  invoiceId: `in_${(index % 4) + 1}`,
  gatewayName: index % 2 ? 'taxjar' : 'avalara',
  uploadType: (index + 1) % 5 === 0 ? 'RefundUpload' : 'PaymentUpload',
}))

async function callsTo(service: ReturnType<typeof testService>, path: string) {
  const response = await service.sandbox.control<{ calls: { status: number }[] }>(`calls?path=${encodeURIComponent(path)}`)
  return response.body.data?.calls ?? []
}

describe('VAT number check', () => {
  it.each([
    ['', 'VAT number is required'],
    ['123456789', 'VAT number must start with a two-letter country code, such as DE'],
    ['DE12#4', 'VAT number may only hold letters and digits after the country code (spaces, dots and hyphens are ignored)'],
    ['DE1', 'VAT number must have 2 to 13 letters or digits after the country code'],
  ])('refuses %j with the reason at the field, sending nothing', async (typed, message) => {
    const service = testService()
    await renderPage('/vat/validate', { service })
    const user = userEvent.setup({ delay: null })
    const field = screen.getByRole('textbox', { name: 'VAT number' })
    if (typed) await user.type(field, typed)
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(await callsTo(service, VALIDATE)).toEqual([])
  })
})

describe('US VAT upload history', () => {
  it('filters by the typed invoice ID, and Clear gives the focus back to the first filter', async () => {
    const service = testService()
    await service.sandbox.control('seed', { usVatUploadHistory: uploads })
    await renderPage('/vat/us-uploads', { service })
    const user = userEvent.setup({ delay: null })
    expect(await screen.findByText('25 uploads')).toBeVisible()
    showFilters()
    const filters = screen.getByRole('form', { name: 'Filter uploads' })
    await user.type(within(filters).getByRole('textbox', { name: 'Invoice ID' }), ' in_2 {Enter}')
    expect(await screen.findByText('6 uploads match the filters')).toBeVisible()
    const rows = within(screen.getByRole('table', { name: 'US VAT uploads' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.every((row) => row.textContent?.includes('in_2'))).toBe(true)
    await user.click(within(filters).getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('25 uploads')).toBeVisible()
    await waitFor(() => expect(within(filters).getByRole('textbox', { name: 'Invoice ID' })).toHaveFocus())
  })

  it('announces the loading, then shows a failure with Retry; says when nothing matches', async () => {
    const service = testService()
    await service.sandbox.control('faults', {
      path: UPLOADS,
      status: 400,
      code: 51,
      message: 'Tax services are away',
      times: 5,
      delayMs: 200,
    })
    await renderPage('/vat/us-uploads?invoiceId=%22in_9%22', { service })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByLabelText('Loading the upload history')).toHaveAttribute('aria-busy', 'true')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The upload history could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await service.sandbox.control('faults', { clear: true })
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No uploads match the filters')).toBeVisible()
  })

  it('falls back to the defaults for bad values in the address, asking only for valid pages', async () => {
    const service = testService()
    await service.sandbox.control('seed', { usVatUploadHistory: uploads })
    await renderPage('/vat/us-uploads?page=-4&count=0&uploadType=%22Bogus%22', { service })
    expect(await screen.findByText('25 uploads')).toBeVisible()
    expect(screen.getByText('Page 1 of 2')).toBeVisible()
    expect((await callsTo(service, UPLOADS)).filter((call) => call.status !== 200)).toEqual([])
  })
})
