import { describe, expect, it } from 'vitest'
import { Secret, TOTP } from 'otpauth'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TEST_KEY } from '../../../sandbox/testing'
import { renderPage, testServiceWithConfig } from '../../testing/render'
import { callsTo } from '../../testing/service'
import { getSession, signOut } from '../../session/session'

async function open(path = '/sign-in?method=key') {
  const test = testServiceWithConfig()
  await renderPage(path, { service: test })
  // The page as a signed-out person has it: no session in the tab.
  signOut()
  const key = await screen.findByLabelText(/^API key/)
  return { service: test, key, user: userEvent.setup({ delay: null }) }
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' })
const productCalls = (test: ReturnType<typeof testServiceWithConfig>) => callsTo(test, '/merchant/product/list')

describe('sign-in with an API key', () => {
  it('refuses an empty key at its field, which takes the focus, and sends nothing', async () => {
    const { service: test, key, user } = await open()
    await user.click(signInButton())
    expect(await screen.findByText('Enter your API key')).toBeVisible()
    expect(key).toHaveFocus()
    expect(key).toHaveAttribute('aria-invalid', 'true')
    expect(await productCalls(test)).toEqual([])
  })

  it('checks every change once a submit has been tried, and not before', async () => {
    const { service: test, key, user } = await open()
    await user.type(key, 'sk a')
    expect(screen.queryByText('An API key has no spaces')).toBeNull()
    await user.click(signInButton())
    expect(await screen.findByText('An API key has no spaces')).toBeVisible()
    await user.clear(key)
    expect(await screen.findByText('Enter your API key')).toBeVisible()
    await user.type(key, 'sk_test_1')
    await waitFor(() => expect(screen.queryByText('Enter your API key')).toBeNull())
    expect(key).not.toHaveAttribute('aria-invalid')
    expect(await productCalls(test)).toEqual([])
  })

  it("shows a refused key as the key field's error, the key kept and focused, no session kept", async () => {
    const { key, user } = await open()
    await user.type(key, 'sk_test_wrong')
    await user.click(signInButton())
    expect(await screen.findByText('Test sandbox refused this API key. Check it and try again.')).toBeVisible()
    expect(key).toHaveValue('sk_test_wrong')
    expect(key).toHaveFocus()
    expect(key).toHaveAttribute('aria-invalid', 'true')
    expect(getSession()).toBeNull()
  })

  it('signs in with a key the service takes, trimmed, and opens the home page', async () => {
    const { service: test, key, user } = await open()
    await user.type(key, `  ${TEST_KEY} `)
    await user.click(signInButton())
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    expect(getSession()).toMatchObject({ apiKey: TEST_KEY })
    expect((await productCalls(test)).length).toBeGreaterThanOrEqual(1)
  })
})

const SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSMVZA'
const members = [
  { id: 21, email: 'ops@example.test', firstName: 'Ops', password: 'ops-password', MemberRoles: [] },
  { id: 22, email: 'lead@example.test', firstName: 'Lead', password: 'lead-password', totpSecret: SECRET, isOwner: true },
]

async function openAsMember() {
  const test = testServiceWithConfig()
  await test.sandbox.control('seed', { members })
  await renderPage('/sign-in', { service: test })
  signOut()
  const email = await screen.findByRole('textbox', { name: /^E-mail/ })
  return { service: test, email, password: screen.getByLabelText(/^Password/), user: userEvent.setup({ delay: null }) }
}

describe('sign-in as a member', () => {
  it('asks for the e-mail and password first, and sends nothing while one is empty', async () => {
    const { service: test, email, password, user } = await openAsMember()
    await user.click(signInButton())
    expect(await screen.findByText('Enter your e-mail address')).toBeVisible()
    expect(email).toHaveFocus()
    await user.type(email, 'ops@example.test')
    await user.click(signInButton())
    expect(await screen.findByText('Enter your password')).toBeVisible()
    expect(password).toHaveFocus()
    expect(await callsTo(test, '/merchant/auth/sso/login')).toEqual([])
  })

  it("shows a refused password with the service's words, the password cleared, no session kept", async () => {
    const { email, password, user } = await openAsMember()
    await user.type(email, 'ops@example.test')
    await user.type(password, 'not-it')
    await user.click(signInButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not sign in')
    expect(alert).toHaveTextContent(/Request ID/)
    expect(password).toHaveValue('')
    expect(getSession()).toBeNull()
  })

  it('signs in with the password and keeps the token, never the password', async () => {
    const { email, password, user } = await openAsMember()
    await user.type(email, 'ops@example.test')
    await user.type(password, 'ops-password')
    await user.click(signInButton())
    await waitFor(() => expect(getSession()).not.toBeNull())
    const session = getSession()!
    expect(session).toMatchObject({ member: { email: 'ops@example.test', isOwner: false } })
    expect('token' in session && session.token).toMatch(/^UniBee\.Portal\./)
    expect(JSON.stringify(sessionStorage)).not.toContain('ops-password')
  })

  it('asks for the two-factor code when the service needs it, then signs in', async () => {
    const { service: test, email, password, user } = await openAsMember()
    await user.type(email, 'lead@example.test')
    await user.type(password, 'lead-password')
    await user.click(signInButton())
    const code = await screen.findByRole('textbox', { name: /^Two-factor code/ })
    expect(getSession()).toBeNull()
    await user.type(code, '12')
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect(await screen.findByText('Two-factor code must be 6 digits')).toBeVisible()
    expect(await callsTo(test, '/merchant/auth/sso/login')).toHaveLength(1)
    await user.clear(code)
    await user.type(code, new TOTP({ secret: Secret.fromBase32(SECRET) }).generate())
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    await waitFor(() => expect(getSession()).toMatchObject({ member: { email: 'lead@example.test', isOwner: true } }))
    expect(await callsTo(test, '/merchant/auth/sso/login')).toHaveLength(2)
  })
})
