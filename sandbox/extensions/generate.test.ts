import { describe, expect, it } from 'vitest'
import type { InvoiceDetail } from '../../src/api/contract/extensions/invoices'
import type { User } from '../../src/api/contract/users'
import { generateInvoices, generateUsers } from '../seed'
import { createTestSandbox } from '../testing'

describe('generated customers and invoices (long lists for the benchmark)', () => {
  it('adds customers after the existing ones and invoices spread over them, which the lists page through', async () => {
    const { store, call } = createTestSandbox({ dataset: 'empty' })
    const ws = store.primary
    expect(generateUsers(ws, 300)).toBe(300)
    expect(generateInvoices(ws, 450)).toBe(450)
    expect(ws.users.size).toBe(300)
    expect(new Set(ws.invoices.all().map((invoice) => invoice.userId)).size).toBe(300)

    const users = await call<{ userAccounts: User[]; total: number }>('/merchant/user/list', { page: 14, count: 20 })
    expect(users.body.data.total).toBe(300)
    expect(users.body.data.userAccounts.map((user) => user.id)).toEqual(Array.from({ length: 20 }, (_, index) => 20 - index))
    expect(users.body.data.userAccounts[0].email).toMatch(/@generated\.example$/)

    const invoices = await call<{ invoices: InvoiceDetail[]; total: number }>('/merchant/invoice/list', { count: 50 })
    expect(invoices.body.data.total).toBe(450)
    for (const invoice of invoices.body.data.invoices) {
      expect(invoice.totalAmount).toBe((invoice.totalAmountExcludingTax ?? 0) + (invoice.taxAmount ?? 0))
      expect(invoice.userAccount?.id).toBe(invoice.userId)
    }
  })

  it('generates the same records every time', () => {
    const first = createTestSandbox({ dataset: 'empty', now: () => 1_800_000_000 }).store.primary
    const second = createTestSandbox({ dataset: 'empty', now: () => 1_800_000_000 }).store.primary
    for (const ws of [first, second]) {
      generateUsers(ws, 20)
      generateInvoices(ws, 20)
    }
    expect(second.users.all()).toEqual(first.users.all())
    expect(second.invoices.all()).toEqual(first.invoices.all())
  })
})
