import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'
import { callsTo } from '../../testing/service'

type StoredUser = {
  id: number
  email: string
  status: number
  firstName?: string
  phone?: string
  city?: string
  metadata?: Record<string, unknown>
  promoCreditAccounts?: { currency: string; amount: number }[]
}

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', {
    users: [
      {
        id: 3,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        phone: '+44 1',
        metadata: { segment: 'enterprise' },
        promoCreditAccounts: [{ currency: 'EUR', amount: 5_000, exchangeRate: 2 }],
      },
    ],
    subscriptions: [
      { subscriptionId: 'sub_ada_1', userId: 3, status: 2, amount: 1_000, currency: 'EUR', createTime: 1_767_225_600 },
    ],
  })
  return service
}

async function storedUser(service: ReturnType<typeof testService>, id: number) {
  const { body } = await service.sandbox.control<{ collections: { users: StoredUser[] } }>('state')
  return body.data.collections.users.find((user) => user.id === id)
}

const actions = () => screen.getByRole('group', { name: 'Actions' })

describe('customer page: edit, suspend, resume, add promo credit', () => {
  it('edits the details: a bad country is refused before sending, a cleared phone is cleared, metadata merged', async () => {
    const service = await seeded()
    await renderPage('/users/3', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(
      await within(await screen.findByRole('group', { name: 'Actions' })).findByRole('button', { name: 'Edit details' }),
    )
    const form = await screen.findByRole('form', { name: 'Edit customer' })
    expect(within(form).getByLabelText('First name')).toHaveValue('Ada')
    await user.type(within(form).getByLabelText('Country', { exact: false }), 'Germany')
    await user.clear(within(form).getByLabelText('Phone'))
    await user.type(within(form).getByLabelText('City'), 'Berlin')
    await user.type(within(form).getByLabelText('Metadata to add or change', { exact: false }), '{{"tier": "gold"}')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Country must be a two-letter upper-case code, for example DE')).toBeVisible()
    expect(await callsTo(service, '/merchant/user/update')).toHaveLength(0)
    await user.clear(within(form).getByLabelText('Country', { exact: false }))
    await user.type(within(form).getByLabelText('Country', { exact: false }), 'de')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('The details of Ada Lovelace were saved.')).toBeVisible()
    const stored = await storedUser(service, 3)
    expect(stored).toMatchObject({ city: 'Berlin', phone: '', metadata: { segment: 'enterprise', tier: 'gold' } })
  })

  it('suspends after saying the subscriptions are cancelled at once, then resumes saying they are not restored', async () => {
    const service = await seeded()
    await renderPage('/users/3', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(
      await within(await screen.findByRole('group', { name: 'Actions' })).findByRole('button', { name: 'Suspend' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace?' })
    expect(dialog).toHaveTextContent('Every active, incomplete or pending subscription of theirs is cancelled at once')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend customer' }))
    expect(await screen.findByText(/Ada Lovelace is suspended/)).toBeVisible()
    expect((await storedUser(service, 3))?.status).toBe(2)
    await user.click(await within(actions()).findByRole('button', { name: 'Resume' }))
    const resume = await screen.findByRole('dialog', { name: 'Resume Ada Lovelace?' })
    expect(resume).toHaveTextContent('Subscriptions cancelled by the suspension are not restored')
    await user.click(within(resume).getByRole('button', { name: 'Resume customer' }))
    expect(await screen.findByText(/Ada Lovelace is active again/)).toBeVisible()
    expect((await storedUser(service, 3))?.status).toBe(0)
  })

  it('adds promo credit with its money value; a decimal amount is refused before sending', async () => {
    const service = await seeded()
    await renderPage('/users/3', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(
      await within(await screen.findByRole('group', { name: 'Actions' })).findByRole('button', { name: 'Promo credit' }),
    )
    await user.click(await screen.findByRole('menuitem', { name: 'Add EUR promo credit' }))
    const form = await screen.findByRole('form', { name: 'Add EUR promo credit' })
    await user.type(within(form).getByLabelText('Amount to add', { exact: false }), '2.5')
    await user.click(within(form).getByRole('button', { name: 'Add credit' }))
    expect(await within(form).findByText('Amount must be a whole number')).toBeVisible()
    await user.clear(within(form).getByLabelText('Amount to add', { exact: false }))
    await user.type(within(form).getByLabelText('Amount to add', { exact: false }), '250')
    expect(within(form).getByRole('status')).toHaveTextContent('250 credits, worth €5.00. Balance after: 5,250 credits.')
    await user.click(within(form).getByRole('button', { name: 'Add credit' }))
    expect(await screen.findByText(/Added 250 credits to the EUR promo credit/)).toBeVisible()
    await waitFor(async () => expect((await storedUser(service, 3))?.promoCreditAccounts?.[0]?.amount).toBe(5_250))
  })
})

describe('customers list: new customer', () => {
  it('creates a customer and opens their page; an e-mail in use is the service’s refusal, the input kept', async () => {
    const service = await seeded()
    await renderPage('/users', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'New customer' }))
    const form = await screen.findByRole('form', { name: 'New customer' })
    await user.click(within(form).getByRole('button', { name: 'Create customer' }))
    expect(await within(form).findByText('E-mail is required')).toBeVisible()
    await user.type(within(form).getByLabelText('E-mail', { exact: false }), 'ada@example.test')
    await user.click(within(form).getByRole('button', { name: 'Create customer' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('The customer was not created')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    expect(within(form).getByLabelText('E-mail', { exact: false })).toHaveValue('ada@example.test')
    await user.clear(within(form).getByLabelText('E-mail', { exact: false }))
    await user.type(within(form).getByLabelText('E-mail', { exact: false }), 'grace@example.test')
    await user.type(within(form).getByLabelText('First name'), 'Grace')
    await user.click(within(form).getByRole('button', { name: 'Create customer' }))
    expect(await screen.findByRole('heading', { level: 1, name: /Grace/ })).toBeVisible()
  })
})
