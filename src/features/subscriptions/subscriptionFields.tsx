import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyOrNotSet, type FieldSpec } from '../../components/FieldList'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { formatBasisPoints } from '../../lib/money'
import { planName } from './format'
import { PeriodPaidValue } from './PeriodPaidValue'
import { CustomerLink, InvoiceLink } from './SubscriptionLinks'

/** The subscription page's fields (list-endpoints.md §4), grouped as the page shows them. */

type Detail = SubscriptionDetail

const yes = (value: number | null | undefined) => (value == null ? null : value === 1 ? 'Yes' : 'No')

export const periodFields: FieldSpec<Detail>[] = [
  ['Status', ({ subscription }) => <CodeBadge kind="subscriptionStatus" value={subscription?.status} />],
  ['Current period starts', ({ subscription }) => <Timestamp value={subscription?.currentPeriodStart} />],
  ['Current period ends', ({ subscription }) => <Timestamp value={subscription?.currentPeriodEnd} />],
  ['Current period paid', ({ subscription }) => <PeriodPaidValue value={subscription?.currentPeriodPaid} />],
  ['Trial ends', ({ subscription }) => <Timestamp value={subscription?.trialEnd} />],
  ['Cancels at the period end', ({ subscription }) => yes(subscription?.cancelAtPeriodEnd)],
  ['Cancelled or expired', ({ subscription }) => <Timestamp value={subscription?.cancelOrExpireTime} />],
  ['First paid', ({ subscription }) => <Timestamp value={subscription?.firstPaidTime} />],
  ['Created', ({ subscription }) => <Timestamp value={subscription?.createTime} />],
  ['Last updated', ({ subscription }) => <Timestamp value={subscription?.lastUpdateTime} />],
]

export const planFields: FieldSpec<Detail>[] = [
  ['Plan', ({ plan, subscription }) => planName(plan, subscription?.planId)],
  ['Plan ID', ({ subscription }) => subscription?.planId || null],
  ['Product ID', ({ subscription }) => subscription?.productId ?? null],
  [
    'Billed every',
    ({ plan }) =>
      plan?.intervalUnit ? `${plan.intervalCount ?? 1} ${plan.intervalUnit}${(plan.intervalCount ?? 1) === 1 ? '' : 's'}` : null,
  ],
  ['Quantity', ({ subscription }) => subscription?.quantity ?? null],
  [
    'Add-ons',
    ({ addons }) =>
      addons?.length
        ? addons.map((addon) => `${addon.quantity ?? 1} × ${planName(addon.addonPlan, addon.addonPlan?.id)}`).join(', ')
        : null,
  ],
]

export const amountFields: FieldSpec<Detail>[] = [
  ['Amount', ({ subscription }) => <Money amount={subscription?.amount} currency={subscription?.currency} />],
  ['Currency', ({ subscription }) => subscription?.currency],
  [
    'Tax rate',
    ({ subscription }) =>
      subscription?.taxPercentage == null
        ? null
        : `${formatBasisPoints(subscription.taxPercentage)} (${subscription.taxPercentage} basis points)`,
  ],
  ['VAT number', ({ subscription }) => subscription?.vatNumber],
  ['Country code', ({ subscription }) => subscription?.countryCode],
]

export const gatewayFields: FieldSpec<Detail>[] = [
  [
    'Gateway',
    ({ gateway, subscription }) =>
      gateway?.displayName ||
      gateway?.name ||
      gateway?.gatewayName ||
      (subscription?.gatewayId ? `Gateway ${subscription.gatewayId}` : null),
  ],
  ['Gateway ID', ({ subscription }) => subscription?.gatewayId || null],
  ['Gateway type', ({ gateway }) => (gateway ? <CodeBadge kind="gatewayType" value={gateway.gatewayType} /> : null)],
  ['Payment method', ({ subscription }) => <CopyOrNotSet value={subscription?.defaultPaymentMethodId} label="payment method" />],
  ['Gateway status', ({ subscription }) => subscription?.gatewayStatus],
]

export const invoiceFields: FieldSpec<Detail>[] = [
  [
    'Latest invoice',
    ({ latestInvoice, subscription }) => <InvoiceLink invoiceId={latestInvoice?.invoiceId || subscription?.latestInvoiceId} />,
  ],
  [
    'Invoice status',
    ({ latestInvoice }) => (latestInvoice ? <CodeBadge kind="invoiceStatus" value={latestInvoice.status} /> : null),
  ],
  [
    'Invoice total',
    ({ latestInvoice }) =>
      latestInvoice ? <Money amount={latestInvoice.totalAmount} currency={latestInvoice.currency} /> : null,
  ],
  ['Invoice created', ({ latestInvoice }) => (latestInvoice ? <Timestamp value={latestInvoice.createTime} /> : null)],
]

export const customerFields: FieldSpec<Detail>[] = [
  ['Customer', ({ user, subscription }) => <CustomerLink detail={{ user, subscription }} />],
  ['E-mail', ({ user }) => <CopyOrNotSet value={user?.email} label="e-mail" mono={false} />],
  ['User ID', ({ user, subscription }) => user?.id ?? subscription?.userId ?? null],
]
