import { describe, expect, it } from 'vitest'
import { paletteActions, recognisedId } from './actions'

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

  it('sends an invoice id or a subscription id straight to its page', () => {
    expect(recognisedId('in_901')?.href).toBe('/invoices/in_901')
    expect(recognisedId(' sub_3 ')?.href).toBe('/subscriptions/renew?subscriptionId=sub_3')
    expect(recognisedId('hello')).toBeNull()
    expect(paletteActions('in_901', {})[0]).toMatchObject({ group: 'Go straight to', href: '/invoices/in_901' })
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
