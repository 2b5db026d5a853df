import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'

async function callsTo(service: ReturnType<typeof testService>, path: string) {
  const response = await service.sandbox.control<{ calls: unknown[] }>(`calls?path=${encodeURIComponent(path)}`)
  return response.body.data?.calls ?? []
}

describe('webhooks by ID: the events picker', () => {
  it('opens again after each pick, and each chosen event has a named remove button reachable by keyboard', async () => {
    await renderPage('/webhooks/by-id')
    const user = userEvent.setup({ delay: null })
    const events = screen.getByRole('combobox', { name: 'Subscribed events' })
    await user.click(events)
    expect(await screen.findByRole('listbox')).toBeVisible()
    await user.click(screen.getByRole('option', { name: 'invoice.paid' }))
    await user.click(events)
    expect(await screen.findByRole('listbox')).toBeVisible()
    await user.click(screen.getByRole('option', { name: 'invoice.created' }))

    const remove = screen.getByRole('button', { name: 'Remove invoice.paid' })
    remove.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Remove invoice.paid' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove invoice.created' })).toBeVisible()
  })
})

describe('webhooks by ID: each field refuses what the contract refuses, sending nothing', () => {
  it.each([
    ['', 'https://hooks.example.test/x', 'Endpoint ID', 'Enter the endpoint id'],
    ['2.5', 'https://hooks.example.test/x', 'Endpoint ID', 'Endpoint id must be a whole number'],
    ['0', 'https://hooks.example.test/x', 'Endpoint ID', 'Endpoint id must be greater than 0'],
    ['3', '', 'Endpoint URL', 'Endpoint URL is required'],
    ['3', 'ftp://files.example.test/hook', 'Endpoint URL', 'Endpoint URL must be an http(s) URL'],
  ])('endpoint %j at %j: %s says “%s”', async (endpointId, url, field, message) => {
    const service = testService()
    await renderPage('/webhooks/by-id', { service })
    const user = userEvent.setup({ delay: null })
    const id = screen.getByRole('textbox', { name: 'Endpoint ID' })
    expect(id).toHaveAttribute('inputmode', 'numeric')
    if (endpointId) await user.type(id, endpointId)
    if (url) await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), url)
    await user.click(screen.getByRole('button', { name: 'Update endpoint' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByRole('textbox', { name: field })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: field })).toHaveAttribute('aria-invalid', 'true')
    expect(await callsTo(service, '/merchant/webhook/update_endpoint')).toEqual([])
  })

  it.each([
    ['', 'Enter the log id'],
    ['1.5', 'Log id must be a whole number'],
    ['0', 'Log id must be greater than 0'],
  ])('log %j: “%s”', async (logId, message) => {
    const service = testService()
    await renderPage('/webhooks/by-id', { service })
    const user = userEvent.setup({ delay: null })
    const field = screen.getByRole('textbox', { name: 'Log ID' })
    expect(field).toHaveAttribute('inputmode', 'numeric')
    if (logId) await user.type(field, logId)
    await user.click(screen.getByRole('button', { name: 'Resend' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(field).toHaveFocus()
    expect(await callsTo(service, '/merchant/webhook/resend')).toEqual([])
  })

  it('links that name an endpoint or a log open these forms, prefilled', async () => {
    const { router } = await renderPage('/webhooks?endpointId=3&logId=8')
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks by ID' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/webhooks/by-id')
    expect(screen.getByRole('textbox', { name: 'Endpoint ID' })).toHaveValue('3')
    expect(screen.getByRole('textbox', { name: 'Log ID' })).toHaveValue('8')
  })
})
