import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PaymentStatus } from '../src/api/contract/codes'
import { FOREIGN_POST_MESSAGE, fromOwnPage, pageContentSecurityPolicy, pageStyleSource } from './hosted'
import { PAGE_STYLE } from './html'
import { createTestSandbox } from './testing'

const ORIGIN = 'http://localhost'

async function withPendingPayment() {
  const sandbox = createTestSandbox({ dataset: 'empty' })
  await sandbox.control('seed', {
    users: [{ id: 1 }],
    invoices: [
      { invoiceId: 'in_1', userId: 1, totalAmount: 500, payments: [{ paymentId: 'pay_1', totalAmount: 500, status: 10 }] },
    ],
  })
  const pay = (headers: Record<string, string>, path = '/hosted/payments/pay_1') =>
    sandbox.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'action=pay',
    })
  const status = () => sandbox.store.primary.invoices.get('in_1')!.payments[0].status
  return { ...sandbox, pay, status }
}

describe('hosted pages: Pay and Cancel only from their own page', () => {
  it('refuses a post from another site, whatever the browser says about it, and changes nothing', async () => {
    const { pay, status } = await withPendingPayment()
    for (const headers of <Record<string, string>[]>[
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const response = await pay(headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.text()).toContain(FOREIGN_POST_MESSAGE)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    expect(status()).toBe(PaymentStatus.pending)
  })

  it('takes the post of its own page, and of a client that is no browser', async () => {
    const own = await withPendingPayment()
    expect((await own.pay({ Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect(own.status()).toBe(PaymentStatus.success)
    const script = await withPendingPayment()
    expect((await script.pay({})).status).toBe(200)
    expect(script.status()).toBe(PaymentStatus.success)
  })

  it('knows its public URL as its own origin too', () => {
    const post = (origin: string) =>
      new Request('http://127.0.0.1:8787/hosted/payments/pay_1', { method: 'POST', headers: { Origin: origin } })
    expect(fromOwnPage(post('https://sandbox.example'), 'https://sandbox.example/base')).toBe(true)
    expect(fromOwnPage(post('https://sandbox.example'))).toBe(false)
    expect(fromOwnPage(post('http://127.0.0.1:8787'))).toBe(true)
  })
})

describe('hosted pages: headers', () => {
  it('send a strict policy that allows no script, only the style element, and no framing', async () => {
    const { app } = await withPendingPayment()
    for (const path of ['/hosted/payments/pay_1', '/hosted/invoices/in_1', '/hosted/invoices/in_nope']) {
      const response = await app.request(path)
      const policy = response.headers.get('content-security-policy')
      expect(policy, path).toBe(await pageContentSecurityPolicy())
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const html = await response.text()
      expect(html).not.toMatch(/<script|style="/)
    }
    expect(await pageContentSecurityPolicy()).toBe(
      `default-src 'none'; style-src ${await pageStyleSource()}; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
  })

  it("allows the pages' style element by its hash", async () => {
    expect(await pageStyleSource()).toBe(`'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`)
  })
})

describe('hosted pages: revoked workspaces', () => {
  it('are not served once their key is revoked', async () => {
    const sandbox = createTestSandbox()
    const { apiKey, workspaceId } = (
      await sandbox.control<{ apiKey: string; workspaceId: string }>('workspaces', { dataset: 'demo' })
    ).body.data
    const page = `/hosted/invoices/in_1?ws=${workspaceId}`
    expect((await sandbox.app.request(page)).status).toBe(200)
    await sandbox.control('revoke', {}, { key: apiKey })
    const gone = await sandbox.app.request(page)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('Unknown workspace')
    expect((await sandbox.app.request('/hosted/invoices/in_1')).status).toBe(200)
  })
})
