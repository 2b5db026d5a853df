import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test, watchRequests } from './fixtures'

interface EndpointRecord {
  id: number
  url: string
  events: string[]
}
interface LogRecord {
  id: number
  endpointId: number
  resendOfLogId?: number
  delivered?: boolean
  result?: string
}

const payload = JSON.stringify({ id: 'evt_1', event: 'invoice.paid', data: { invoiceId: 'in_1' } })

/** A receiver on 127.0.0.1 for real deliveries from the local sandbox, answering `status`. */
async function receiver(status = 200) {
  const bodies: string[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      bodies.push(body)
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(status === 200 ? '{"received":true}' : '{"error":"rejected"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/hooks`, port, bodies, close: () => new Promise((resolve) => server.close(resolve)) }
}

async function addEvent(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: 'Subscribed events' })
  await input.fill(name)
  await input.press('Enter')
  // The list of kinds closes after each one, so that it does not cover the form.
  await expect(page.getByRole('listbox', { name: 'Subscribed events' })).toBeHidden()
}

test.describe('webhook endpoints', () => {
  test(
    'the list shows every endpoint with its events; Edit sends the whole list shown, and the state has it',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await sandbox.seed({
        webhookEndpoints: [
          { id: 3, url: 'https://old.example.test/hook', events: ['invoice.paid', 'user.created'] },
          { id: 5, url: 'https://other.example.test/hook', events: [] },
        ],
      })
      await page.goto('/webhooks')
      await expect(page.getByText('2 endpoints')).toBeVisible()
      const row = page.getByRole('row', { name: /old\.example\.test/ })
      await expect(row).toContainText('invoice.paid, user.created')
      await expect(page.getByRole('row', { name: /other\.example\.test/ })).toContainText('no events')

      await row.getByRole('button', { name: 'Edit endpoint 3' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit endpoint 3' })
      await expect(dialog.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://old.example.test/hook')
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://new.example.test/hook')
      await dialog.getByRole('button', { name: 'Remove user.created' }).click()
      await addEvent(page, 'payment.failure')
      const request = page.waitForRequest('**/merchant/webhook/update_endpoint')
      await dialog.getByRole('button', { name: 'Save endpoint' }).click()
      expect((await request).postDataJSON()).toEqual({
        endpointId: 3,
        url: 'https://new.example.test/hook',
        events: ['invoice.paid', 'payment.failure'],
      })
      await expect(page.getByRole('status').filter({ hasText: 'Endpoint 3 updated' })).toContainText('payment.failure')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('row', { name: /new\.example\.test/ })).toContainText('invoice.paid, payment.failure')
      const stored = await sandbox.collection<EndpointRecord>('webhookEndpoints')
      expect(stored.find((endpoint) => endpoint.id === 3)).toMatchObject({
        url: 'https://new.example.test/hook',
        events: ['invoice.paid', 'payment.failure'],
      })
    },
  )

  test("opened by its address, asks for the endpoints once; an endpoint's page for its deliveries too", async ({
    app: page,
    sandbox,
  }) => {
    await sandbox.seed({ webhookEndpoints: [{ id: 3, url: 'https://old.example.test/hook', events: ['invoice.paid'] }] })
    const logs = watchRequests(page, '/merchant/webhook/endpoint_log_list')
    await page.goto('/webhooks/3')
    await expect.poll(() => logs.length).toBe(1)
    const sent = watchRequests(page, '/merchant/webhook/endpoint_list')
    await page.goto('/webhooks')
    await expect(page.getByText('1 endpoint')).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  test(
    'an endpoint’s deliveries are paged newest first; Resend sends one again to a receiver on this computer',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      const hook = await receiver()
      try {
        await sandbox.addWebhookReceiver(hook.port)
        await sandbox.seed({
          webhookEndpoints: [{ id: 1, url: hook.url, events: ['invoice.paid'] }],
          webhookLogs: Array.from({ length: 12 }, (_, index) => ({
            id: 40 + index,
            endpointId: 1,
            event: 'invoice.paid',
            requestBody: index === 11 ? payload : '{}',
            httpStatus: 500,
          })),
        })
        await page.goto('/webhooks')
        await page.getByRole('link', { name: 'Deliveries of endpoint 1' }).click()
        await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoint 1' })).toBeVisible()
        await expect(page.getByText('12 deliveries, newest first')).toBeVisible()
        const table = page.getByRole('table', { name: 'Deliveries' })
        await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: '10' })
        await expect(table.getByRole('row')).toHaveCount(11)
        await expect(table.getByRole('row').nth(1)).toContainText('51')
        await page.getByRole('button', { name: 'Next page' }).click()
        await expect(table.getByRole('row')).toHaveCount(3)
        await expect(table.getByRole('row').nth(2)).toContainText('40')

        await page.getByRole('button', { name: 'Page 1' }).click()
        await page.getByRole('button', { name: 'Resend log 51' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'Sent again' })).toContainText(
          "Whether the receiver accepted it is recorded in the endpoint's delivery log",
        )
        expect(hook.bodies).toEqual([payload])
        await expect(page.getByText('13 deliveries, newest first')).toBeVisible()
        await expect(table.getByRole('row').nth(1)).toContainText('delivered: HTTP 200')
        await expect(page.getByRole('row', { name: /^51/ })).toContainText('HTTP 500')
        const logs = await sandbox.collection<LogRecord>('webhookLogs')
        expect(logs.find((log) => log.resendOfLogId === 51)).toMatchObject({ delivered: true, result: 'delivered: HTTP 200' })
      } finally {
        await hook.close()
      }
    },
  )

  test('a service without the list calls falls back to the forms by ID', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await sandbox.request('POST', '/__sandbox/extensions', { enabled: false })
    await page.goto('/webhooks')
    await expect(page.getByText('This service offers no list of webhook endpoints: open one by its ID.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks by ID' })).toBeVisible()
  })
})

test.describe('webhook endpoint update by ID', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({
      webhookEndpoints: [{ id: 3, url: 'https://old.example.test/hook', events: ['invoice.paid', 'user.created'] }],
    })
  })

  test('changes the address and replaces the events; the state shows it', { tag: '@real' }, async ({ app: page, sandbox }) => {
    await page.goto('/webhooks')
    await page.getByRole('link', { name: 'Update or resend by ID' }).click()
    await expect(page.getByRole('heading', { name: 'Webhooks by ID', level: 1 })).toBeVisible()
    await expect(page.getByText(/The events you list replace all the events/)).toBeVisible()
    await expect(page.getByText(/with none listed, it receives no events/)).toBeVisible()

    await page.getByRole('textbox', { name: 'Endpoint ID' }).fill('3')
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.test/billing')
    await addEvent(page, 'payment.failure')
    await addEvent(page, 'invoice.created')
    await page.getByRole('button', { name: 'Update endpoint' }).click()

    const done = page.getByRole('status').filter({ hasText: 'Endpoint 3 updated' })
    await expect(done).toContainText('https://hooks.example.test/billing')
    await expect(done).toContainText('payment.failure')
    await expect(done).toContainText('invoice.created')
    const [endpoint] = await sandbox.collection<EndpointRecord>('webhookEndpoints')
    expect(endpoint).toMatchObject({
      id: 3,
      url: 'https://hooks.example.test/billing',
      events: ['payment.failure', 'invoice.created'],
    })

    // With no event listed, the endpoint would lose them all: that is asked first, and the full (empty) list is sent.
    await page.getByRole('link', { name: /Endpoint 3: https:\/\/hooks\.example\.test\/billing/ }).click()
    await expect(page).toHaveURL(/\/webhooks\/by-id\?endpointId=3/)
    await expect(page.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://hooks.example.test/billing')
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://localhost:3000/hook')
    const sent = watchRequests(page, '/merchant/webhook/update_endpoint')
    await page.getByRole('button', { name: 'Update endpoint' }).click()
    const confirm = page.getByRole('dialog', { name: 'Unsubscribe endpoint 3 from every event?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    expect(sent).toEqual([])
    await page.getByRole('button', { name: 'Update endpoint' }).click()
    const request = page.waitForRequest('**/merchant/webhook/update_endpoint')
    await confirm.getByRole('button', { name: 'Update with no events' }).click()
    expect((await request).postDataJSON()).toEqual({ endpointId: 3, url: 'http://localhost:3000/hook', events: [] })
    await expect(page.getByRole('status').filter({ hasText: 'Endpoint 3 updated' })).toContainText('subscribed to no events')
    expect(sent).toHaveLength(1)
    expect((await sandbox.collection<EndpointRecord>('webhookEndpoints'))[0]).toMatchObject({
      url: 'http://localhost:3000/hook',
      events: [],
    })
  })

  test(
    'an unknown endpoint shows the service message, keeping the input',
    { tag: '@real' },
    async ({ app: page, byDialect, requestId }) => {
      await page.goto('/webhooks/by-id')
      await page.getByRole('textbox', { name: 'Endpoint ID' }).fill('404')
      await page.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.test/x')
      await addEvent(page, 'invoice.paid')
      await page.getByRole('button', { name: 'Update endpoint' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'The endpoint was not updated' })
      await expect(alert).toContainText(byDialect({ spec: 'Webhook endpoint 404 not found', real: 'endpoint not found' }))
      await expect(alert).toContainText(requestId)
      await expect(page.getByRole('textbox', { name: 'Endpoint ID' })).toHaveValue('404')
    },
  )

  test(
    'an event kind the sandbox does not know is flagged, then refused by the service',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect }) => {
      await page.goto('/webhooks?endpointId=3')
      await expect(page).toHaveURL(/\/webhooks\/by-id\?endpointId=3/)
      await expect(page.getByRole('textbox', { name: 'Endpoint ID' })).toHaveValue('3')
      await page.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.test/x')
      await addEvent(page, 'invoice.paid')
      await addEvent(page, 'custom.thing')
      await expect(page.getByText(/custom\.thing is not among the known kinds/)).toBeVisible()
      await page.getByRole('button', { name: 'Update endpoint' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'The endpoint was not updated' })).toContainText(
        byDialect({ spec: 'Unknown event kind: custom.thing', real: 'Event:custom.thing Not In Event List' }),
      )
      expect((await sandbox.collection<EndpointRecord>('webhookEndpoints'))[0].events).toEqual(['invoice.paid', 'user.created'])
    },
  )
})

test.describe('resend a delivery by ID', () => {
  test('a known log is delivered again to a receiver on this computer', async ({ app: page, sandbox }) => {
    const hook = await receiver()
    try {
      await sandbox.addWebhookReceiver(hook.port)
      await sandbox.seed({
        webhookEndpoints: [{ id: 1, url: hook.url, events: ['invoice.paid'] }],
        webhookLogs: [{ id: 7, endpointId: 1, event: 'invoice.paid', requestBody: payload, httpStatus: 500 }],
      })
      await page.goto('/webhooks/by-id?logId=7')
      await expect(page.getByRole('textbox', { name: 'Log ID' })).toHaveValue('7')
      await page.getByRole('button', { name: 'Resend' }).click()
      const result = page.getByRole('status').filter({ hasText: 'Sent again' })
      await expect(result).toContainText('The service sent log 7 again')
      expect(hook.bodies).toEqual([payload])
      const logs = await sandbox.collection<LogRecord>('webhookLogs')
      expect(logs.find((log) => log.resendOfLogId === 7)).toMatchObject({ delivered: true, result: 'delivered: HTTP 200' })
    } finally {
      await hook.close()
    }
  })

  test(
    'a receiver that refuses the delivery: the real service still says it sent it',
    { tag: '@real' },
    async ({ app: page, sandbox, byDialect }) => {
      const hook = await receiver(500)
      try {
        await sandbox.addWebhookReceiver(hook.port)
        await sandbox.seed({
          webhookEndpoints: [{ id: 1, url: hook.url, events: ['invoice.paid'] }],
          webhookLogs: [{ id: 9, endpointId: 1, event: 'invoice.paid', requestBody: payload }],
        })
        await page.goto('/webhooks/by-id?logId=9')
        await page.getByRole('button', { name: 'Resend' }).click()
        // sendResult is whether it was sent (real), or whether the receiver took it (the spec reading).
        const result = page.getByRole('status').filter({ hasText: byDialect({ spec: 'Not sent', real: 'Sent again' }) })
        await expect(result).toContainText(
          byDialect({ spec: 'The service did not send log 9 again', real: 'Whether the receiver accepted it is recorded' }),
        )
        expect(hook.bodies).toEqual([payload])
        const logs = await sandbox.collection<LogRecord>('webhookLogs')
        expect(logs.find((log) => log.resendOfLogId === 9)).toMatchObject({
          delivered: false,
          result: 'not delivered: the receiver answered HTTP 500',
        })
      } finally {
        await hook.close()
      }
    },
  )

  test('a log whose endpoint is elsewhere is recorded but not delivered', async ({ app: page, sandbox }) => {
    await sandbox.seed({
      webhookEndpoints: [{ id: 2, url: 'https://hooks.example.com/billing', events: ['user.updated'] }],
      webhookLogs: [{ id: 8, endpointId: 2, event: 'user.updated', requestBody: payload }],
    })
    await page.goto('/webhooks/by-id')
    await page.getByRole('textbox', { name: 'Log ID' }).fill('8')
    await page.getByRole('button', { name: 'Resend' }).click()
    const result = page.getByRole('status').filter({ hasText: 'Not sent' })
    await expect(result).toContainText('The service did not send log 8 again')
    await expect(result).toContainText('only to loopback addresses')
    await expectNoAxeViolations(page, 'the resend result')
    const logs = await sandbox.collection<LogRecord>('webhookLogs')
    expect(logs.find((log) => log.resendOfLogId === 8)).toMatchObject({
      delivered: false,
      result: 'not delivered: the sandbox only delivers to loopback addresses',
    })
  })

  test('an unknown log shows the service message', { tag: '@real' }, async ({ app: page, sandbox, byDialect }) => {
    await page.goto('/webhooks/by-id')
    await page.getByRole('textbox', { name: 'Log ID' }).fill('999')
    await page.getByRole('button', { name: 'Resend' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The delivery was not resent' })
    await expect(alert).toContainText(byDialect({ spec: 'Webhook log 999 not found', real: 'webhook log not found' }))
    expect((await sandbox.calls()).filter((call) => call.path === '/merchant/webhook/resend')).toHaveLength(1)
  })
})
