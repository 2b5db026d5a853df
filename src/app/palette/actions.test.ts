import { describe, expect, it } from 'vitest'
import { customerActions, paletteActions, recognisedIds, searchesCustomers } from './actions'

const recent = {
  users: [{ id: '7', name: 'Ada Lovelace', openedAt: 10 }],
  invoices: [{ id: 'in_42', name: 'in_42', openedAt: 20 }],
}

describe('command palette actions', () => {
  it('shows recently opened items first, newest first, when nothing is typed', () => {
    const actions = paletteActions('', recent)
    expect(actions.slice(0, 2).map((a) => a.label)).toEqual(['Invoice in_42', 'User 7 · Ada Lovelace'])
    expect(actions.map((a) => a.label)).toContain('Create product')
  })

  it('sends an invoice id or a subscription id straight to its page, and a subscription to renewing it', () => {
    expect(recognisedIds('in_901').map((a) => a.href)).toEqual(['/invoices/in_901'])
    expect(recognisedIds(' sub_3 ').map((a) => a.href)).toEqual([
      '/subscriptions/sub_3',
      '/subscriptions/renew?subscriptionId=sub_3',
    ])
    expect(recognisedIds('hello')).toEqual([])
    expect(paletteActions('in_901', {})[0]).toMatchObject({ group: 'Go straight to', href: '/invoices/in_901' })
  })

  it('searches customers for words and numbers, not for ids of a known shape or a single character', () => {
    expect(searchesCustomers('ada')).toBe(true)
    expect(searchesCustomers(' 12 ')).toBe(true)
    expect(searchesCustomers('a')).toBe(false)
    expect(searchesCustomers('in_3')).toBe(false)
    expect(searchesCustomers('sub_3')).toBe(false)
  })

  it('lists the customers found after what the id opens and before the matching actions', () => {
    const found = customerActions([
      { id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      { id: null, email: 'no-id@example.test' },
    ])
    expect(found).toEqual([
      { id: 'customer-7', label: 'Ada Lovelace', description: 'ada@example.test · user 7', group: 'Customers', href: '/users/7' },
    ])
    expect(paletteActions('7', {}, found).map((a) => a.group)).toEqual([...Array(9).fill('Open by id'), 'Customers'])
    expect(paletteActions('renew', {}, found)[0]).toMatchObject({ group: 'Customers' })
  })

  it('offers everything a number could open', () => {
    const hrefs = paletteActions('12', {}).map((a) => a.href)
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/users/12',
        '/discounts/codes/12',
        '/discounts/templates/12',
        '/discounts/children/12',
        '/metrics/delete?metricId=12',
        '/webhooks?endpointId=12',
      ]),
    )
  })

  it('finds actions and pages by words', () => {
    expect(paletteActions('vat', {}).map((a) => a.label)).toEqual(['Validate VAT number', 'US VAT upload history', 'VAT'])
    expect(paletteActions('create prod', {}).map((a) => a.href)).toEqual(['/products/new'])
    expect(paletteActions('ada', recent).map((a) => a.href)).toEqual(['/users/7'])
    expect(paletteActions('zzz', recent)).toEqual([])
  })
})
