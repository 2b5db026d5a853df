import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, SandboxControl, signInAsMember, test, watchRequests } from './fixtures'

const OWNER_EMAIL = 'owner@northwind.example'
const OWNER_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSMVZA'
const OPS_SECRET = 'JBSWY3DPEHPK3PXP'
const base = 1767225600

interface MemberState {
  id: number
  email: string
  password: string
  totpType: number
  totpSecret: string
}

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
/** The current code of a secret, as an authenticator app shows it. */
const currentCode = (secret: string) => totp(secret).generate()
/** Six digits that are not a valid code of the secret around now. */
function wrongCode(secret: string): string {
  const now = Date.now()
  const valid = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((offset) => totp(secret).generate({ timestamp: now + offset })))
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0')
    if (!valid.has(candidate)) return candidate
  }
}

const owner = {
  id: 1,
  email: OWNER_EMAIL,
  firstName: 'Morgan',
  lastName: 'Reyes',
  mobile: '+44 20 7946 0018',
  isOwner: true,
  status: 1,
  password: 'owner-password',
  totpSecret: OWNER_SECRET,
  createTime: base - 400 * 86400,
  MemberRoles: [
    {
      id: 1,
      role: 'Owner',
      createTime: base - 400 * 86400,
      permissions: [
        { group: 'billing', permissions: ['read', 'write'] },
        { group: 'webhooks', permissions: ['read'] },
      ],
    },
    { id: 2, role: 'Developer', createTime: base - 100 * 86400, permissions: [{ group: 'settings', permissions: ['write'] }] },
  ],
  // The real service's shape: each group mapped to {group, permissions}.
  MemberGroupPermission: {
    billing: { group: 'billing', permissions: ['read', 'write'] },
    webhooks: { group: 'webhooks', permissions: ['read'] },
    settings: { group: 'settings', permissions: ['write'] },
  },
  currentDeviceIdentity: 'dev_laptop',
  deviceList: [
    {
      identity: 'dev_phone',
      name: 'Safari on iPhone',
      ipAddress: '198.51.100.7',
      lastLoginTime: base - 86400,
      lastActiveTime: base - 3600,
      status: true,
    },
    {
      identity: 'dev_laptop',
      name: 'Chrome on macOS',
      ipAddress: '203.0.113.24',
      lastLoginTime: base - 7200,
      lastActiveTime: base - 60,
      currentDevice: true,
      status: true,
    },
  ],
  oauthAccounts: [
    {
      provider: 'google',
      providerId: '1082347192837',
      email: 'morgan@gmail.example',
      emailVerified: true,
      name: 'Morgan Reyes',
      image: 'https://avatars.example.com/m.png',
    },
    {
      provider: 'github',
      providerId: '5823147',
      email: OWNER_EMAIL,
      emailVerified: false,
      name: 'mreyes',
      image: 'javascript:alert(1)',
    },
  ],
}

test.describe('my profile', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ members: [owner] })
  })

  test('shows the member with roles, devices and linked accounts', { tag: '@real' }, async ({ page, sandbox }) => {
    await signInAsMember(page, sandbox, { email: OWNER_EMAIL, password: owner.password, totpSecret: OWNER_SECRET })
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'My profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible()
    await expect(page.getByText('Morgan Reyes').first()).toBeVisible()
    await expect(page.getByText('Yes, the merchant account owner')).toBeVisible()
    await expect(page.getByText('+44 20 7946 0018')).toBeVisible()
    await expect(page.getByText('Authenticator app', { exact: true })).toBeVisible()

    const ownerRole = page.getByRole('table', { name: 'Permission groups of the Owner role' })
    await expect(ownerRole.getByRole('row', { name: /billing/ })).toContainText('read')
    await expect(ownerRole.getByRole('row', { name: /billing/ })).toContainText('write')
    await expect(page.getByRole('table', { name: 'Permission groups of the Developer role' })).toContainText('settings')
    await expect(page.getByRole('table', { name: 'Permission groups in effect' }).getByRole('row')).toHaveCount(4)

    const devices = page.getByRole('table', { name: 'Devices' })
    await expect(devices.getByRole('row')).toHaveCount(3)
    const laptop = devices.getByRole('row', { name: /Chrome on macOS/ })
    await expect(laptop).toContainText('This device')
    await expect(laptop).toContainText('203.0.113.24')
    await expect(devices.getByRole('row', { name: /Safari on iPhone/ })).not.toContainText('This device')

    const accounts = page.getByRole('table', { name: 'Linked accounts' })
    await expect(accounts.getByRole('row', { name: /google/i })).toContainText('morgan@gmail.example')
    await expect(accounts.getByRole('link', { name: 'google picture' })).toHaveAttribute(
      'href',
      'https://avatars.example.com/m.png',
    )
    // A picture address that is not http(s) stays inert text.
    await expect(accounts.getByRole('link', { name: 'github picture' })).toHaveCount(0)
    await expect(accounts.getByText('javascript:alert(1)')).toBeVisible()
  })

  test(
    'resets two-factor after checking the current code; the state shows totpType 0',
    { tag: '@real' },
    async ({ page, sandbox, byDialect }) => {
      await signInAsMember(
        page,
        sandbox,
        { email: OWNER_EMAIL, password: owner.password, totpSecret: OWNER_SECRET },
        '/sign-in?redirect=%2Fprofile',
      )
      await page.getByRole('button', { name: 'Reset two-factor' }).click()
      const dialog = page.getByRole('dialog', { name: 'Reset two-factor authentication?' })
      await expect(dialog).toContainText('removes the authenticator key of Morgan Reyes')
      const field = dialog.getByRole('textbox', { name: 'Current two-factor code' })

      const sent = watchRequests(page, '/merchant/member/reset_totp')
      await field.fill('12ab')
      await dialog.getByRole('button', { name: 'Reset two-factor' }).click()
      await expect(dialog.getByText('Two-factor code must be 6 digits')).toBeVisible()
      expect(sent).toEqual([])

      await field.fill(wrongCode(OWNER_SECRET))
      await dialog.getByRole('button', { name: 'Reset two-factor' }).click()
      await expect(dialog.getByRole('alert', { name: 'Two-factor was not reset' })).toContainText(
        byDialect({ spec: "The two-factor code is not the member's current code", real: 'Invalid 2FA Code' }),
      )
      expect((await sandbox.collection<MemberState>('members'))[0].totpType).toBe(1)

      await field.fill(currentCode(OWNER_SECRET))
      await dialog.getByRole('button', { name: 'Reset two-factor' }).click()
      const done = dialog.getByRole('status')
      await expect(done).toContainText('Two-factor was reset')
      await expect(done).toContainText('None')
      const [member] = await sandbox.collection<MemberState>('members')
      expect(member).toMatchObject({ totpType: 0, totpSecret: '' })

      await dialog.getByRole('button', { name: 'Done' }).click()
      await expect(page.getByText('Two-factor off')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Reset two-factor' })).toHaveCount(0)
    },
  )
})

test.describe('password forgotten', () => {
  const ops = { email: 'ops@example.test', password: 'Old-Pass-123', totpSecret: OPS_SECRET, firstName: 'Ops' }

  test.beforeEach(async ({ sandbox }) => {
    await sandbox.seed({ members: [ops] })
  })

  async function openFromSignIn(page: Page, apiKey: string) {
    await page.goto('/sign-in')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: 'API key' }).fill(apiKey)
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(ops.email)
  }

  async function typeNewPassword(page: Page, first: string, second = first) {
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(first)
    await page.getByRole('textbox', { name: 'New password again' }).fill(second)
  }

  const passwordOf = async (sandbox: SandboxControl) =>
    (await sandbox.collection<MemberState>('members', { secrets: true })).find((member) => member.email === ops.email)?.password

  test(
    'with the code received by e-mail: a wrong code is refused, the right one changes the password',
    { tag: '@real' },
    async ({ page, sandbox, byDialect }) => {
      await openFromSignIn(page, sandbox.apiKey)
      const [mail] = await sandbox.mailbox(ops.email)
      const code = page.getByRole('textbox', { name: 'Code from the e-mail' })
      await code.fill(mail.code === '000000' ? '111111' : '000000')
      await typeNewPassword(page, 'New-Pass-456')
      await page.getByRole('button', { name: 'Set the new password' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'The password was not changed' })
      await expect(alert).toContainText(byDialect({ spec: 'The verification code is not valid', real: 'code not match' }))
      await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('New-Pass-456')
      expect(await passwordOf(sandbox)).toBe(ops.password)

      await code.fill(mail.code)
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page).toHaveURL(/\/sign-in\?reason=password-reset/)
      await expect(page.getByText('Your password was changed. Sign in to continue.')).toBeVisible()
      expect(await passwordOf(sandbox)).toBe('New-Pass-456')
      // A new code was mailed; the used one no longer works.
      expect(await sandbox.mailbox(ops.email)).toHaveLength(2)
    },
  )

  test(
    'with the authenticator code: a wrong code is refused, the right one changes the password',
    { tag: '@real' },
    async ({ page, sandbox, byDialect }) => {
      await openFromSignIn(page, sandbox.apiKey)
      await page.getByRole('radio', { name: 'With a code from my authenticator app' }).check()
      const code = page.getByRole('textbox', { name: 'Authenticator code' })
      await code.fill(wrongCode(OPS_SECRET))
      await typeNewPassword(page, 'Totp-Pass-789')
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'The password was not changed' })).toContainText(
        byDialect({ spec: 'The two-factor code is not valid', real: 'Invalid 2FA Code' }),
      )
      expect(await passwordOf(sandbox)).toBe(ops.password)

      await code.fill(currentCode(OPS_SECRET))
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page.getByText('Your password was changed. Sign in to continue.')).toBeVisible()
      expect(await passwordOf(sandbox)).toBe('Totp-Pass-789')
    },
  )

  test('mismatched passwords and empty fields are refused before sending', async ({ page, sandbox }) => {
    await page.goto('/password-forgotten')
    const sent = watchRequests(page, '/merchant/auth/sso/')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByText('Enter your API key')).toBeVisible()
    await expect(page.getByText('E-mail is required')).toBeVisible()
    await expect(page.getByText('Verification code is required')).toBeVisible()
    await expect(page.getByText('Type the new password again')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'API key' })).toBeFocused()

    await page.getByRole('textbox', { name: 'API key' }).fill(sandbox.apiKey)
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(ops.email)
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill('123456')
    await typeNewPassword(page, 'New-Pass-456', 'New-Pass-465')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByText('The two passwords are not the same')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'New password again' })).toBeFocused()

    // Shown on demand, both at once.
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute('type', 'password')
    await page.getByRole('checkbox', { name: 'Show the new passwords' }).check()
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute('type', 'text')
    await expect(page.getByRole('textbox', { name: 'New password again' })).toHaveAttribute('type', 'text')

    expect(sent).toEqual([])
    expect((await sandbox.calls()).filter((call) => call.path.startsWith('/merchant/auth/sso/'))).toEqual([])
  })

  // The reset calls need no credential at the service (member-sign-in.md §2): a key is not checked by them.
  test('an unknown e-mail is explained', { tag: '@real' }, async ({ page, sandbox, byDialect }) => {
    await openFromSignIn(page, sandbox.apiKey)
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody@example.test')
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill('123456')
    await typeNewPassword(page, 'New-Pass-456')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The password was not changed' })).toContainText(
      byDialect({ spec: 'No merchant member has the e-mail address nobody@example.test', real: 'User Not Found' }),
    )
  })
})
