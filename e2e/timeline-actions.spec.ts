import { expect, signInAsMember, test } from './fixtures'

/**
 * A customer's timeline after what a member did in the dashboard, in both dialects: a refund made on the invoice's
 * page, a plan change made on the subscription's page and a note left there, each its own entry with its amount, who
 * did it and a link to the record; then the timeline filtered by kind.
 */

const NOW = Math.floor(Date.now() / 1000)
const DAY = 86_400
const member = { email: 'olga@northwind.example', password: 'Olga-Pass-123' }
const plan = (id: number, planName: string, amount: number) => ({
  id,
  planName,
  amount,
  currency: 'EUR',
  intervalUnit: 'month',
  intervalCount: 1,
  productId: 0,
  status: 2,
  type: 1,
})

test(
  'a refund, a plan change and a note made in the dashboard are on the customer’s timeline',
  { tag: '@real' },
  async ({ page, sandbox }) => {
    // Three actions on three pages, each waited for: more than one page's usual time.
    test.slow()
    await sandbox.seed({
      members: [{ ...member, firstName: 'Olga', lastName: 'Ops', isOwner: true }],
      gateways: [{ gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 }],
      users: [{ id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', gatewayId: 1 }],
      plans: [plan(7, 'Pro monthly', 4_900), plan(8, 'Team monthly', 9_900)],
      subscriptions: [
        {
          subscriptionId: 'sub_ada',
          userId: 3,
          planId: 7,
          gatewayId: 1,
          status: 2,
          currency: 'EUR',
          amount: 4_900,
          currentPeriodStart: NOW - 5 * DAY,
          currentPeriodEnd: NOW + 25 * DAY,
          latestInvoiceId: 'in_ada',
        },
      ],
      invoices: [
        {
          invoiceId: 'in_ada',
          userId: 3,
          subscriptionId: 'sub_ada',
          currency: 'EUR',
          totalAmount: 4_900,
          status: 3,
          gatewayId: 1,
          createTime: NOW - 5 * DAY,
          paidTime: NOW - 5 * DAY,
          payments: [{ paymentId: 'pay_ada', status: 20, totalAmount: 4_900, gatewayId: 1, paidTime: NOW - 5 * DAY }],
        },
      ],
    })
    await signInAsMember(page, sandbox, member)
    const actions = page.getByRole('group', { name: 'Actions' })

    await page.goto('/invoices/in_ada')
    await actions.getByRole('button', { name: 'Refund', exact: true }).click()
    const refund = page.getByRole('dialog', { name: 'Refund invoice in_ada' })
    await refund.getByRole('textbox', { name: /Amount \(EUR\)/ }).fill('20')
    await refund.getByRole('textbox', { name: /Reason/ }).fill('Charged for a day too many')
    await refund.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invoice in_ada is refunded' })).toBeVisible()

    await page.goto('/subscriptions/sub_ada')
    await expect(page.getByRole('group', { name: 'Amount per period' })).toBeVisible()
    await actions.getByRole('button', { name: 'Change plan' }).click()
    const change = page.getByRole('dialog', { name: 'Change the plan of sub_ada' })
    await expect(change).toContainText('Now on Pro monthly')
    await change.getByRole('textbox', { name: /New plan ID/ }).fill('8')
    await change.getByRole('button', { name: 'Preview' }).click()
    await expect(change.getByRole('region', { name: 'Preview' })).toContainText('Each period after: €99.00')
    await change.getByRole('button', { name: 'Change plan' }).click()
    await expect(change.getByRole('link', { name: 'Payment page of the change' })).toBeVisible()
    await change.getByRole('button', { name: 'Close' }).first().click()

    const note = page.getByRole('form', { name: 'Add a note' })
    await note.getByRole('textbox', { name: /New note/ }).fill('Moved to Team after the refund')
    await note.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Moved to Team after the refund')

    await page.goto('/users/3')
    const timeline = page.getByRole('table', { name: 'Timeline' })
    const refunded = timeline.getByRole('row', { name: /Refund success/ })
    await expect(refunded).toContainText('€20.00')
    await expect(refunded.getByRole('link', { name: 'in_ada' })).toHaveAttribute('href', '/invoices/in_ada')
    const refundLogged = timeline.getByRole('row', { name: /Refund a paid invoice/ })
    await expect(refundLogged).toContainText(member.email)
    const changed = timeline.getByRole('row', { name: /Change plan, quantity or add-ons/ })
    await expect(changed).toContainText(member.email)
    await expect(changed.getByRole('link', { name: 'sub_ada' })).toHaveAttribute('href', '/subscriptions/sub_ada')
    const noted = timeline.getByRole('row', { name: /Moved to Team after the refund/ })
    await expect(noted).toContainText('Olga Ops')
    await expect(noted.getByRole('link', { name: 'sub_ada' })).toHaveAttribute('href', '/subscriptions/sub_ada')

    // Only the money: activity and notes left out.
    const kinds = page.getByRole('group', { name: 'Kinds shown' })
    await kinds.getByText('Activity', { exact: true }).click()
    await kinds.getByText('Notes', { exact: true }).click()
    await expect(changed).toHaveCount(0)
    await expect(noted).toHaveCount(0)
    await expect(refunded).toBeVisible()
    await expect(timeline.getByRole('row', { name: /Payment success/ })).toContainText('€49.00')
  },
)
