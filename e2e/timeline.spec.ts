import { expect, signInAsMember, test, type SandboxControl } from './fixtures'
import { serviceUrl } from './env'

/**
 * A customer's story on their page, in both dialects: notes, who did what (the API key masked), invoices and billing
 * periods in one timeline, filtered by kind; notes written by a signed-in member and explained away with a key.
 */

const NOW = Math.floor(Date.now() / 1000)
const member = { email: 'olga@northwind.example', password: 'Olga-Pass-123' }

async function seed(sandbox: SandboxControl) {
  await sandbox.seed({
    members: [{ ...member, firstName: 'Olga', lastName: 'Ops', isOwner: true }],
    users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example' }],
    plans: [{ id: 7, planName: 'Pro monthly', status: 2 }],
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    subscriptions: [
      {
        subscriptionId: 'sub_ada',
        userId: 3,
        planId: 7,
        status: 2,
        gatewayId: 1,
        currency: 'EUR',
        currentPeriodStart: NOW - 3_600,
        currentPeriodEnd: NOW + 30 * 86_400,
      },
    ],
    invoices: [
      {
        invoiceId: 'in_ada',
        userId: 3,
        subscriptionId: 'sub_ada',
        currency: 'EUR',
        totalAmount: 5_831,
        status: 3,
        createTime: NOW - 3_000,
      },
    ],
  })
}

test.describe('timelines and notes', () => {
  test(
    'merges activity (the API key masked), invoices, periods and notes newest first, and filters by kind',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox)
      await sandbox.seed({ adminNotes: [{ userId: 3, memberId: 1, note: 'Asked why she was charged', createTime: NOW - 5_000 }] })
      const cancel = await fetch(`${serviceUrl}/merchant/subscription/cancel`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscriptionId: 'sub_ada' }),
      })
      expect(cancel.ok).toBe(true)

      await page.goto('/users/3')
      const timeline = page.getByRole('table', { name: 'Timeline' })
      const rows = timeline.getByRole('row')
      await expect(rows.nth(1)).toContainText('Cancel a subscription now')
      await expect(rows.nth(1)).toContainText('OpenApi(')
      await expect(timeline).not.toContainText(sandbox.apiKey)
      await expect(timeline.getByRole('row', { name: /Invoice paid/ })).toContainText('€58.31')
      await expect(timeline.getByRole('row', { name: /Invoice paid/ }).getByRole('link', { name: 'in_ada' })).toHaveAttribute(
        'href',
        '/invoices/in_ada',
      )
      await expect(timeline.getByRole('row', { name: /Billing period cancelled/ })).toContainText('Pro monthly')
      await expect(rows.last()).toContainText('Asked why she was charged')

      await page.getByRole('group', { name: 'Kinds shown' }).getByText('Activity', { exact: true }).click()
      await expect(timeline).not.toContainText('Cancel a subscription now')
      await expect(timeline).toContainText('Asked why she was charged')

      // With an API key the add box says why it is not there.
      await expect(page.getByText(/Adding a note needs a member's sign-in/)).toBeVisible()
      await expect(page.getByRole('form', { name: 'Add a note' })).toHaveCount(0)
    },
  )

  test(
    'a signed-in member adds a note; it shows in the notes and the timeline, named after them',
    { tag: '@real' },
    async ({ page, sandbox }) => {
      await seed(sandbox)
      await signInAsMember(page, sandbox, member)
      await page.goto('/users/3')
      const form = page.getByRole('form', { name: 'Add a note' })
      await form.getByRole('button', { name: 'Add note' }).click()
      await expect(form.getByText('Write a note')).toBeVisible()
      await form.getByRole('textbox', { name: /New note/ }).fill('Promised a refund of the March invoice')
      await form.getByRole('button', { name: 'Add note' }).click()
      const notes = page.getByRole('list', { name: 'Notes' })
      await expect(notes).toContainText('Promised a refund of the March invoice')
      await expect(notes).toContainText('Olga Ops')
      await expect(form.getByRole('textbox', { name: /New note/ })).toHaveValue('')
      await expect(page.getByRole('table', { name: 'Timeline' }).getByRole('row', { name: /Promised a refund/ })).toContainText(
        'Olga Ops',
      )
      const stored = await sandbox.collection<{ userId: number; note: string }>('adminNotes')
      expect(stored).toEqual([expect.objectContaining({ userId: 3, note: 'Promised a refund of the March invoice' })])
    },
  )

  test(
    'the subscription page tells its own story: its period and invoice, and its notes',
    { tag: '@real' },
    async ({ app: page, sandbox }) => {
      await seed(sandbox)
      await sandbox.seed({
        subscriptions: [{ subscriptionId: 'sub_other', userId: 3, planId: 7, status: 2, gatewayId: 1, currency: 'EUR' }],
        invoices: [
          { invoiceId: 'in_other', userId: 3, subscriptionId: 'sub_other', currency: 'EUR', totalAmount: 100, status: 3 },
        ],
        adminNotes: [{ userId: 3, subscriptionId: 'sub_ada', memberId: 1, note: 'Wants to pause in summer' }],
      })
      await page.goto('/subscriptions/sub_ada')
      const timeline = page.getByRole('table', { name: 'Timeline' })
      await expect(timeline.getByRole('row', { name: /Invoice paid/ })).toContainText('in_ada')
      await expect(timeline.getByRole('row', { name: /Billing period current/ })).toContainText('Pro monthly')
      await expect(timeline.getByRole('row', { name: /Wants to pause/ })).toBeVisible()
      await expect(timeline).not.toContainText('in_other')
      await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Wants to pause in summer')
    },
  )
})
