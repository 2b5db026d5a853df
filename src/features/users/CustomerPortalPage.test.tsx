import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

const PORTAL = '/merchant/session/customer_portal_url'

/** A walk checks many refusals in one render of a large form: room for a busy machine. */
const WALK_TIMEOUT = 90_000

const field = (name: string) => screen.getByRole('textbox', { name })

describe('customer-portal form: each bad field is refused at the field, and nothing is sent', () => {
  const cases: [values: Record<string, string>, invalid: string, message: string][] = [
    [{}, 'User ID', 'Give a user id, or an external user id together with an e-mail'],
    [{ 'External user ID': 'crm-3' }, 'E-mail', 'E-mail is required together with the external user id'],
    [{ 'E-mail': 'ada@example.test' }, 'External user ID', 'External user id is required together with the e-mail'],
    [{ 'External user ID': 'crm-3', 'E-mail': 'not an address' }, 'E-mail', 'E-mail must be a valid e-mail address'],
    [{ 'User ID': '2.5' }, 'User ID', 'User id must be a whole number'],
    [{ 'User ID': '0' }, 'User ID', 'User id must be greater than 0'],
    [{ 'User ID': '3', 'Return URL': 'javascript:alert(1)' }, 'Return URL', 'Return URL must be an http(s) URL'],
    [{ 'User ID': '3', 'Cancel URL': 'data:text/html,hi' }, 'Cancel URL', 'Cancel URL must be an http(s) URL'],
    [{ 'User ID': '3', 'Plan ID': '0' }, 'Plan ID', 'Plan id must be greater than 0'],
    [{ 'User ID': '3', 'Product ID': '6.5' }, 'Product ID', 'Product id must be a whole number'],
    [
      { 'User ID': '3', 'VAT country code': 'd1' },
      'VAT country code',
      'VAT country code must be two upper-case letters, for example DE',
    ],
  ]
  const typed = [...new Set(cases.flatMap(([values]) => Object.keys(values)))]

  it(
    'walks every field with each kind of bad value: the message at the field, the focus on it',
    async () => {
      const service = testService()
      await renderPage('/customer-portal', { service })
      expect(field('User ID')).toHaveAttribute('inputmode', 'numeric')
      for (const [values, invalid, message] of cases) {
        for (const name of typed) fireEvent.change(field(name), { target: { value: values[name] ?? '' } })
        fireEvent.click(screen.getByRole('button', { name: 'Create portal link' }))
        await waitFor(() => expect(field(invalid)).toHaveAccessibleDescription(expect.stringContaining(message)))
        expect(field(invalid)).toHaveAttribute('aria-invalid', 'true')
        expect(field(invalid)).toHaveFocus()
      }
      expect(await callsTo(service, PORTAL)).toEqual([])
    },
    WALK_TIMEOUT,
  )
})
