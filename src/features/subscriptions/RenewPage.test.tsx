import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

const RENEW = '/merchant/subscription/renew'

/** A walk checks many refusals in one render of a large form: room for a busy machine. */
const WALK_TIMEOUT = 90_000

const field = (name: string) => screen.getByRole('textbox', { name })

/** Sets the text of each named field, as typing it would. */
function fill(values: Record<string, string>) {
  for (const [name, text] of Object.entries(values)) fireEvent.change(field(name), { target: { value: text } })
}

describe('renewal form: each bad field is refused at the field, and nothing is sent', () => {
  const cases: [what: string, values: Record<string, string>, invalid: string, message: string][] = [
    ['no subscription and no user', {}, 'Subscription ID', 'Give a subscription id, or a user id to find the subscription'],
    ['a user id that is text', { 'User ID': 'seven' }, 'User ID', 'User id must be a whole number'],
    ['a user id that is a fraction', { 'User ID': '2.5' }, 'User ID', 'User id must be a whole number'],
    ['a user id of 0', { 'User ID': '0' }, 'User ID', 'User id must be greater than 0'],
    ['a negative product id', { 'User ID': '4', 'Product ID': '-1' }, 'Product ID', 'Product id cannot be negative'],
    ['a gateway id of 0', { 'Subscription ID': 'sub_1', 'Gateway ID': '0' }, 'Gateway ID', 'Gateway id must be greater than 0'],
    [
      'a return URL that is not http(s)',
      { 'Subscription ID': 'sub_1', 'Return URL': 'javascript:alert(1)' },
      'Return URL',
      'Return URL must be an http(s) URL',
    ],
    [
      'a cancel URL without a scheme',
      { 'Subscription ID': 'sub_1', 'Cancel URL': 'shop.example/back' },
      'Cancel URL',
      'Cancel URL must be an http(s) URL',
    ],
    [
      'a negative tax',
      { 'Subscription ID': 'sub_1', 'Tax percentage (basis points)': '-5' },
      'Tax percentage (basis points)',
      'Tax percentage cannot be negative',
    ],
    [
      'a tax over 100 %',
      { 'Subscription ID': 'sub_1', 'Tax percentage (basis points)': '10001' },
      'Tax percentage (basis points)',
      'Tax percentage cannot exceed 10000 (100 %)',
    ],
    [
      'a tax with a fraction',
      { 'Subscription ID': 'sub_1', 'Tax percentage (basis points)': '12.5' },
      'Tax percentage (basis points)',
      'Tax percentage must be a whole number of basis points',
    ],
    ['metadata that is not JSON', { 'Subscription ID': 'sub_1', Metadata: '{oops' }, 'Metadata', 'Metadata is not valid JSON'],
    [
      'metadata that is not an object',
      { 'Subscription ID': 'sub_1', Metadata: '[1, 2]' },
      'Metadata',
      'Metadata must be a JSON object, like {"key": "value"}',
    ],
  ]
  const typed = [...new Set(cases.flatMap(([, values]) => Object.keys(values)))]

  it(
    'walks every field with each kind of bad value: the message at the field, the focus on it',
    async () => {
      const service = testService()
      await renderPage('/subscriptions/renew', { service })
      for (const [, values, invalid, message] of cases) {
        fill({ ...Object.fromEntries(typed.map((name) => [name, ''])), ...values })
        fireEvent.click(screen.getByRole('button', { name: 'Renew subscription' }))
        await waitFor(() => expect(field(invalid)).toHaveAccessibleDescription(expect.stringContaining(message)))
        expect(field(invalid)).toHaveAttribute('aria-invalid', 'true')
        expect(field(invalid)).toHaveFocus()
      }
      expect(await callsTo(service, RENEW)).toEqual([])
    },
    WALK_TIMEOUT,
  )

  it(
    'refuses the values of the chosen discount and promo credit, and ignores those of choices not made',
    async () => {
      const service = testService()
      await renderPage('/subscriptions/renew?subscriptionId=sub_1', { service })
      const user = userEvent.setup({ delay: null })
      const submit = () => user.click(screen.getByRole('button', { name: 'Renew subscription' }))
      const refused = async (name: string, message: string) => {
        await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message)))
        expect(field(name)).toHaveFocus()
      }

      await user.click(screen.getByRole('radio', { name: 'A discount code' }))
      await submit()
      await refused('Discount code', 'Enter the discount code, or choose no discount')

      await user.click(screen.getByRole('radio', { name: 'A one-off discount' }))
      await submit()
      await refused('Amount off', 'Enter the amount to take off')
      fill({ 'Amount off': '5', 'Cycle limit': '-1' })
      await submit()
      await refused('Cycle limit', 'Cycle limit cannot be negative')
      fill({ 'Cycle limit': '', 'Discount metadata': '{oops' })
      await submit()
      await refused('Discount metadata', 'Discount metadata is not valid JSON')
      fill({ 'Discount metadata': '' })
      await user.click(screen.getByRole('radio', { name: 'Percentage off' }))
      fill({ 'Percentage off (basis points)': '12000' })
      await submit()
      await refused('Percentage off (basis points)', 'Discount percentage cannot exceed 10000 (100 %)')

      await user.click(screen.getByRole('radio', { name: 'None' }))
      await user.click(screen.getByRole('switch', { name: /^Apply promo credit/ }))
      fill({ 'Maximum promo credit': '-9' })
      await submit()
      await refused('Maximum promo credit', 'Promo credit amount cannot be negative')
      expect(field('Maximum promo credit')).toHaveAttribute('inputmode', 'numeric')
      expect(await callsTo(service, RENEW)).toEqual([])

      // Switched off, the refused maximum no longer counts: the renewal is sent (and refused by the service).
      await user.click(screen.getByRole('switch', { name: /^Apply promo credit/ }))
      await submit()
      expect(await screen.findByText('Subscription sub_1 not found')).toBeVisible()
      expect(await callsTo(service, RENEW)).toHaveLength(1)
    },
    WALK_TIMEOUT,
  )
})
