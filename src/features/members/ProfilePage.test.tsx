import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Secret, TOTP } from 'otpauth'
import { renderPage, testService } from '../../testing/render'

const PROFILE = '/merchant/member/profile'
const RESET = '/merchant/member/reset_totp'
const SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSMVZA'

const owner = {
  id: 1,
  email: 'owner@northwind.example',
  firstName: 'Morgan',
  lastName: 'Reyes',
  isOwner: true,
  password: 'owner-password',
  totpSecret: SECRET,
  MemberRoles: [{ id: 1, role: 'Owner', permissions: [{ group: 'billing', permissions: ['read', 'write'] }] }],
  deviceList: [{ identity: 'dev_laptop', name: 'Chrome on macOS', currentDevice: true, status: true }],
}

/** The owner signing in: the password, and the code the authenticator shows now. */
const asOwner = () => ({
  email: owner.email,
  password: owner.password,
  totpCode: new TOTP({ secret: Secret.fromBase32(SECRET) }).generate(),
})

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', { members: [owner] })
  return service
}

async function callsTo(service: ReturnType<typeof testService>, path: string) {
  const response = await service.sandbox.control<{ calls: unknown[] }>(`calls?path=${encodeURIComponent(path)}`)
  return response.body.data?.calls ?? []
}

describe('my profile', () => {
  it('shows the member; the two-factor reset refuses a bad code, then gives the focus to the new state', async () => {
    const service = await seeded()
    await renderPage('/profile', { service, member: asOwner() })
    const user = userEvent.setup({ delay: null })
    expect(await screen.findByText('Two-factor on')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Yes, the merchant account owner')
    expect(screen.getByRole('table', { name: 'Permission groups of the Owner role' })).toHaveTextContent('billing')
    expect(screen.getByRole('region', { name: 'Devices (1)' })).toHaveTextContent('This device')

    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication?' })
    const code = within(dialog).getByRole('textbox', { name: 'Current two-factor code' })
    await waitFor(() => expect(code).toHaveFocus())
    await user.type(code, '12ab')
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }))
    expect(await within(dialog).findByText('Two-factor code must be 6 digits')).toBeVisible()
    expect(code).toHaveFocus()
    expect(await callsTo(service, RESET)).toEqual([])

    await user.clear(code)
    await user.type(code, new TOTP({ secret: Secret.fromBase32(SECRET) }).generate())
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }))
    expect(await within(dialog).findByText('Two-factor was reset')).toBeVisible()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() =>
      expect(screen.getByText('Two-factor authentication is not set up: signing in needs only the password.')).toHaveFocus(),
    )
    expect(screen.getByText('Two-factor off')).toBeVisible()
  })

  it('announces the loading, then shows a failure with its request ID and Retry', async () => {
    const service = await seeded()
    await service.sandbox.control('faults', {
      path: PROFILE,
      status: 400,
      code: 51,
      message: 'Profiles are resting',
      times: 5,
      delayMs: 200,
    })
    await renderPage('/profile', { service, member: asOwner() })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The profile could not be loaded')
    expect(alert).toHaveTextContent('Profiles are resting')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await service.sandbox.control('faults', { clear: true })
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Two-factor on')).toBeVisible()
  })

  it('says so when the service answers without the member', async () => {
    const service = await seeded()
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith(PROFILE)
        ? Response.json({ code: 0, message: '', requestId: 'req_empty', data: { merchantMember: null } })
        : service.fetch(input, init)
    await renderPage('/profile', { service: { ...service, fetch }, member: asOwner() })
    expect(await screen.findByText('The service answered without the profile.')).toBeVisible()
  })
})
