import { Anchor, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { CodeBadge } from '../../components/CodeBadge'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { Section } from '../../components/PageParts'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { TextValue } from '../../components/Values'
import { formatBasisPoints } from '../../lib/money'
import { CopyOrNotSet, FieldList, type FieldSpec } from '../../components/FieldList'
import { flagLabel, type SafeUser } from './format'
import { LinkOrText } from './values'

/** The user's fields (2.10), grouped as the page shows them. */

const identity: FieldSpec<SafeUser>[] = [
  ['User ID', (user) => <CopyOrNotSet value={user.id} label="user ID" />],
  ['External user ID', (user) => <CopyOrNotSet value={user.externalUserId} label="external user ID" />],
  ['User name', (user) => user.userName],
  ['First name', (user) => user.firstName],
  ['Last name', (user) => user.lastName],
  ['E-mail', (user) => <CopyOrNotSet value={user.email} label="e-mail address" mono={false} />],
  ['Phone', (user) => user.phone],
  ['Mobile', (user) => user.mobile],
  ['Gender', (user) => user.gender],
  ['Birthday', (user) => user.birthday],
  ['Language', (user) => user.language],
  ['Time zone', (user) => user.timeZone],
  ['School', (user) => user.school],
  ['Picture', (user) => <SafeLink href={user.avatarUrl} />],
  ['Created', (user) => <Timestamp value={user.createTime} />],
  ['Last sign-in', (user) => <Timestamp value={user.lastLoginAt} />],
  ['Status', (user) => <CodeBadge kind="accountStatus" value={user.status} />],
  ['Type', (user) => <CodeBadge kind="userType" value={user.type} />],
  ['Risk flag', (user) => flagLabel(user.isRisk)],
  ['Special', (user) => flagLabel(user.isSpecial)],
  ['Merchant ID', (user) => user.merchantId],
  ['Version', (user) => user.version],
]

const address: FieldSpec<SafeUser>[] = [
  ['Address', (user) => user.address],
  ['City', (user) => user.city],
  ['State', (user) => user.state],
  ['ZIP code', (user) => user.zipCode],
  ['Country code', (user) => user.countryCode],
  ['Country', (user) => user.countryName],
  ['Company', (user) => user.companyName],
  ['Registration number', (user) => user.registrationNumber],
  ['VAT number', (user) => <CopyOrNotSet value={user.vATNumber} label="VAT number" />],
  [
    'Tax rate',
    (user) =>
      user.taxPercentage == null ? null : `${formatBasisPoints(user.taxPercentage)} (${user.taxPercentage} basis points)`,
  ],
]

const billing: FieldSpec<SafeUser>[] = [
  ['Billing type', (user) => <CodeBadge kind="userBillingType" value={user.billingType} />],
  ['Default gateway ID', (user) => user.gatewayId || null],
  ['Gateway payment type', (user) => user.gatewayPaymentType],
  ['Payment method', (user) => <CopyOrNotSet value={user.paymentMethod} label="payment method" />],
  [
    'Automatic payment',
    (user) =>
      user.gateway?.autoChargeEnabled
        ? 'On: renewals are charged to the payment method on file'
        : 'Off: the customer pays each invoice',
  ],
]

/** The customer's own record of their current subscription; its amount in the subscription's currency (`currency`). */
const summary = (currency: string | undefined): FieldSpec<SafeUser>[] => [
  ['Subscription ID', (user) => (user.subscriptionId ? <CurrentSubscription subscriptionId={user.subscriptionId} /> : null)],
  ['Subscription name', (user) => user.subscriptionName],
  [
    'Subscription status',
    (user) => (user.subscriptionStatus ? <CodeBadge kind="subscriptionStatus" value={user.subscriptionStatus} /> : null),
  ],
  ['Plan ID', (user) => user.planId || null],
  ['Recurring amount', (user) => <Money amount={user.recurringAmount} currency={null} implied={currency} />],
]

const social: FieldSpec<SafeUser>[] = [
  ['Facebook', (user) => <LinkOrText value={user.facebook} />],
  ['LinkedIn', (user) => <LinkOrText value={user.linkedIn} />],
  ['Telegram', (user) => <LinkOrText value={user.telegram} />],
  ['TikTok', (user) => <LinkOrText value={user.tikTok} />],
  ['WeChat', (user) => <LinkOrText value={user.weChat} />],
  ['WhatsApp', (user) => <LinkOrText value={user.whatsAPP} />],
  ['Other', (user) => <LinkOrText value={user.otherSocialInfo} />],
]

/** The current subscription: its id to copy, its page, and a renewal of it. */
function CurrentSubscription({ subscriptionId }: { subscriptionId: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <CopyOrNotSet value={subscriptionId} label="subscription ID" />
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to="/subscriptions/$subscriptionId" params={{ subscriptionId }} />}
      >
        Open
      </Anchor>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/subscriptions/renew" search={{ subscriptionId }} />}>
        Renew
      </Anchor>
    </Group>
  )
}

const groups = {
  identity: { title: 'Identity and contact', fields: () => identity },
  address: { title: 'Address and tax', fields: () => address },
  billing: { title: 'Billing', fields: () => billing },
  summary: { title: 'Subscription summary', fields: summary },
  social: { title: 'Social', fields: () => social },
} as const

/**
 * One group of the user's fields, as a titled section. `currency` is their current subscription's, which their
 * recurring amount is in (the service gives that amount without one).
 */
export function UserFieldSection({ user, group, currency }: { user: SafeUser; group: keyof typeof groups; currency?: string }) {
  const { title, fields } = groups[group]
  return (
    <Section title={title}>
      <FieldList record={user} fields={fields(currency)} />
    </Section>
  )
}

export function MetadataSection({ user }: { user: SafeUser }) {
  return (
    <Section title="Metadata">
      <Field label="Custom">
        <TextValue value={user.custom} />
      </Field>
      <Field label="Metadata">
        <JsonView value={user.metadata} label="User metadata" />
      </Field>
    </Section>
  )
}
