import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TEST_KEY } from '../../../sandbox/testing'
import { renderPage, testServiceWithConfig } from '../../testing/render'
import { callsTo } from '../../testing/service'
import { getSession, signOut } from '../../session/session'

async function open() {
  const test = testServiceWithConfig()
  await renderPage('/sign-in', { service: test })
  // The page as a signed-out person has it: no session in the tab.
  signOut()
  const key = await screen.findByLabelText(/^API key/)
  return { service: test, key, user: userEvent.setup({ delay: null }) }
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' })
const productCalls = (test: ReturnType<typeof testServiceWithConfig>) => callsTo(test, '/merchant/product/list')

describe('sign-in form', () => {
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

  it('signs in with a key the service takes, trimmed, and opens the products', async () => {
    const { service: test, key, user } = await open()
    await user.type(key, `  ${TEST_KEY} `)
    await user.click(signInButton())
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 10_000 })).toBeVisible()
    expect(getSession()?.apiKey).toBe(TEST_KEY)
    expect((await productCalls(test)).length).toBeGreaterThanOrEqual(1)
  })
})
