import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'

const ENDPOINTS = '/merchant/webhook/endpoint_list'
const LOGS = '/merchant/webhook/endpoint_log_list'

const endpoints = [
  { id: 3, url: 'https://old.example.test/hook', events: ['invoice.paid', 'user.created'] },
  { id: 4, url: 'https://other.example.test/hook', events: [] },
]
const logs = Array.from({ length: 12 }, (_, index) => ({
  id: 100 + index,
  endpointId: 3,
  event: index % 2 ? 'invoice.paid' : 'user.created',
  requestBody: JSON.stringify({ id: `evt_${index}` }),
  httpStatus: 200,
}))

type Service = ReturnType<typeof testService>

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', { webhookEndpoints: endpoints, webhookLogs: logs })
  return service
}

async function collection<T>(service: Service, name: string) {
  const state = await service.sandbox.control<{ collections: Record<string, T[]> }>('state')
  return state.body.data?.collections[name] ?? []
}

describe('webhook endpoints', () => {
  it('lists the endpoints with their events and counts them itself', async () => {
    await renderPage('/webhooks', { service: await seeded() })
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' })
    expect(screen.getByText('2 endpoints')).toBeVisible()
    expect(within(table).getByRole('row', { name: /old\.example/ })).toHaveTextContent('invoice.paid, user.created')
    expect(within(table).getByRole('row', { name: /other\.example/ })).toHaveTextContent('no events')
    expect(screen.getByRole('link', { name: 'Update or resend by ID' })).toBeVisible()
  })

  it('edits an endpoint: prefilled with its address and events, it sends the whole list shown', async () => {
    const service = await seeded()
    await renderPage('/webhooks', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Edit endpoint 3' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint 3' })
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' })
    expect(url).toHaveValue('https://old.example.test/hook')
    expect(within(dialog).getByRole('button', { name: 'Remove invoice.paid' })).toBeVisible()
    await user.clear(url)
    await user.type(url, 'https://new.example.test/hook')
    await user.click(within(dialog).getByRole('button', { name: 'Remove user.created' }))
    await user.type(within(dialog).getByRole('combobox', { name: 'Subscribed events' }), 'payment.success{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }))

    expect(await screen.findByText('Endpoint 3 updated')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const row = screen.getByRole('row', { name: /new\.example/ })
    expect(row).toHaveTextContent('invoice.paid, payment.success')
    const [stored] = await collection<{ url: string; events: string[] }>(service, 'webhookEndpoints')
    expect(stored).toMatchObject({ url: 'https://new.example.test/hook', events: ['invoice.paid', 'payment.success'] })
  })

  it('refuses an address that is not http(s) in the edit form, sending nothing', async () => {
    const service = await seeded()
    await renderPage('/webhooks', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Edit endpoint 4' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint 4' })
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' })
    await user.clear(url)
    await user.type(url, 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }))
    expect(await within(dialog).findByText('Endpoint URL must be an http(s) URL')).toBeVisible()
    expect(url).toHaveFocus()
    const calls = await service.sandbox.control<{ calls: unknown[] }>('calls?path=/merchant/webhook/update_endpoint')
    expect(calls.body.data?.calls).toEqual([])
  })

  it('announces the loading, shows a failure with Retry, and says when there is no endpoint', async () => {
    const service = testService()
    await service.sandbox.control('faults', {
      path: ENDPOINTS,
      status: 400,
      code: 51,
      message: 'No lists today',
      times: 5,
      delayMs: 200,
    })
    await renderPage('/webhooks', { service })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByLabelText('Loading the webhook endpoints')).toHaveAttribute('aria-busy', 'true')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The webhook endpoints could not be loaded')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await service.sandbox.control('faults', { clear: true })
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No webhook endpoints')).toBeVisible()
  })

  it('falls back to the forms by ID when the service has no endpoint list', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/webhooks', { service })
    expect(await screen.findByText('This service offers no list of webhook endpoints: open one by its ID.')).toBeVisible()
    // The page's code loads once the service has said it has no list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks by ID' })).toBeVisible()
  })
})

describe('an endpoint’s deliveries', () => {
  it('are newest first and paged; Resend adds a delivery at the top and says what the service did', async () => {
    const service = await seeded()
    await renderPage('/webhooks/3?count=10', { service })
    const user = userEvent.setup({ delay: null })
    const table = await screen.findByRole('table', { name: 'Deliveries' })
    expect(screen.getByText('12 deliveries, newest first')).toBeVisible()
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('111')
    expect(screen.getByText('Page 1 of 2')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Resend log 111' }))
    const outcome = await screen.findByText(/The service did not send log/)
    expect(outcome).toHaveTextContent('The service did not send log 111 again.')
    expect(screen.getByText('13 deliveries, newest first')).toBeVisible()
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('112')
    expect(within(screen.getByRole('row', { name: /^111/ })).getByText('1')).toBeVisible()
    const stored = await collection<{ id: number; resendOfLogId?: number }>(service, 'webhookLogs')
    expect(stored.filter((log) => log.resendOfLogId === 111)).toHaveLength(1)
  })

  it('shows a failure of the log list, and an endpoint this account does not have', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', { path: LOGS, status: 400, code: 51, message: 'Logs are asleep', times: 5 })
    await renderPage('/webhooks/9', { service })
    expect(await screen.findByText('Endpoint 9 is not among the webhook endpoints of this account.')).toBeVisible()
    expect(await screen.findByText('The deliveries could not be loaded')).toBeVisible()
  })

  it('an address whose endpoint ID is not valid says so, with a way to open another', async () => {
    await renderPage('/webhooks/3.5')
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid webhook endpoint ID' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Endpoint ID' })).toBeVisible()
  })
})
