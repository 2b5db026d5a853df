import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testServiceWithConfig } from '../../testing/render'

async function passwordCalls(sandbox: ReturnType<typeof testServiceWithConfig>['sandbox']) {
  const response = await sandbox.control<{ calls: { path: string }[] }>('calls')
  return (response.body.data?.calls ?? []).filter((call) => call.path.includes('/merchant/auth/sso/passwordForget'))
}

async function open() {
  const test = testServiceWithConfig()
  await renderPage('/password-forgotten', { service: test })
  await screen.findByRole('form', { name: 'Reset your password' })
  return { sandbox: test.sandbox, user: userEvent.setup({ delay: null }) }
}

const submit = () => screen.getByRole('button', { name: 'Set the new password' })

describe('password forgotten: each field refuses what the contract refuses, sending nothing', () => {
  it('every missing field says so, and the first one takes the focus', async () => {
    const { sandbox, user } = await open()
    await user.click(submit())
    for (const message of [
      'Enter your API key',
      'E-mail is required',
      'Verification code is required',
      'New password is required',
      'Type the new password again',
    ]) {
      expect(await screen.findByText(message)).toBeVisible()
    }
    expect(screen.getByLabelText(/^API key/)).toHaveFocus()
    expect(await passwordCalls(sandbox)).toEqual([])
  })

  it('a bad e-mail, a short password and two different passwords', async () => {
    const { sandbox, user } = await open()
    await user.type(screen.getByLabelText(/^API key/), 'sk_test_any')
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address')
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), '123456')
    await user.type(screen.getByLabelText(/^New password( \*)?$/), 'short')
    await user.type(screen.getByLabelText(/^New password again/), 'shorter')
    await user.click(submit())
    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeVisible()
    expect(screen.getByText('New password must be at least 8 characters')).toBeVisible()
    expect(screen.getByText('The two passwords are not the same')).toBeVisible()
    expect(await passwordCalls(sandbox)).toEqual([])
  })

  it('an authenticator code that is not 6 digits', async () => {
    const { sandbox, user } = await open()
    await user.click(screen.getByRole('radio', { name: 'With a code from my authenticator app' }))
    const code = screen.getByRole('textbox', { name: 'Authenticator code' })
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await user.type(code, '12345')
    await user.click(submit())
    expect(await screen.findByText('Two-factor code must be 6 digits')).toBeVisible()
    expect(await passwordCalls(sandbox)).toEqual([])
  })
})
