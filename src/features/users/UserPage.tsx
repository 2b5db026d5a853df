import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  IconArrowLeft,
  IconCircleCheck,
  IconExternalLink,
  IconRefresh,
  IconTrash,
  IconUserOff,
  IconUserQuestion,
} from '@tabler/icons-react'
import { useEffect, useState, type ReactNode } from 'react'
import { userGetInput, type CreditAccount } from '../../api/contract/users'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { IdLookup, parseIntId } from '../../components/IdLookup'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { isNotFound } from '../../api/errors'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { forgetRecent, rememberRecent } from '../../lib/recent'
import { formatBasisPoints } from '../../lib/money'
import { safeHttpUrl } from '../../lib/urls'
import { ChangeGatewayModal } from './ChangeGatewayModal'
import { CreditAccountList } from './CreditAccountCard'
import { DecreasePromoCreditModal, type PromoDecreaseResult } from './DecreasePromoCreditModal'
import { DeleteUserModal, type DeletedUser } from './DeleteUserModal'
import { flagLabel, formatCredits, parseUserIdParam, userDisplayName, type SafeUser } from './format'
import { GatewayCard } from './GatewayCard'
import { RECENT_USERS, userQueries } from './queries'
import { TextValue } from '../../components/Values'
import { LinkOrText } from './values'

/** The user page (4.15) with its actions: change gateway (4.13), decrease promo credit (4.10), delete (4.16). */
export function UserPage({ userIdParam }: { userIdParam: string }) {
  const parsed = parseUserIdParam(userIdParam)
  if (!parsed.ok) return <InvalidUserId raw={userIdParam} message={parsed.message} />
  return <UserScreen key={parsed.userId} userId={parsed.userId} />
}

function BackToCustomers() {
  return (
    <Anchor component={Link} to="/users" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> Customers
      </Group>
    </Anchor>
  )
}

function LookAgain({ label = 'Open another user' }: { label?: string }) {
  const navigate = useNavigate()
  return (
    <IdLookup
      label="User ID"
      schema={userGetInput.shape.userId}
      parse={parseIntId}
      submitLabel={label}
      onOpen={(userId) => void navigate({ to: '/users/$userId', params: { userId: String(userId) } })}
    />
  )
}

function InvalidUserId({ raw, message }: { raw: string; message: string }) {
  return (
    <Stack gap="md" maw={720}>
      <BackToCustomers />
      <Title order={1}>Invalid user ID</Title>
      <Alert
        color="orange"
        variant="light"
        icon={<IconUserQuestion size={18} aria-hidden />}
        title="This address does not name a user"
      >
        <Text size="sm">
          “{raw}” is not a user ID: {message}. User IDs are whole numbers greater than 0.
        </Text>
      </Alert>
      <LookAgain label="Open" />
    </Stack>
  )
}

function UserScreen({ userId }: { userId: number }) {
  const [deleted, setDeleted] = useState<DeletedUser | null>(null)
  if (deleted) return <UserDeleted deleted={deleted} />
  return <UserDetails userId={userId} onDeleted={setDeleted} />
}

function UserDeleted({ deleted }: { deleted: DeletedUser }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    queryClient.removeQueries({ queryKey: userQueries.detail(deleted.userId).queryKey })
  }, [queryClient, deleted.userId])
  return (
    <Stack gap="md" maw={720}>
      <BackToCustomers />
      <Title order={1}>User deleted</Title>
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title="The user was deleted"
        role="status"
      >
        <Stack gap={4}>
          <Text size="sm">
            {deleted.name} (user ID {deleted.userId}) was deleted and removed from your recently opened customers.
          </Text>
          {deleted.forced ? <Text size="sm">Their active subscriptions were cancelled first.</Text> : null}
        </Stack>
      </Alert>
      <Group>
        <Button component={Link} to="/users" variant="default">
          Find another customer
        </Button>
      </Group>
    </Stack>
  )
}

function UserDetails({ userId, onDeleted }: { userId: number; onDeleted: (deleted: DeletedUser) => void }) {
  const query = useQuery(userQueries.detail(userId))
  const notFound = query.isError && isNotFound(query.error)

  useEffect(() => {
    if (query.data) rememberRecent(RECENT_USERS, { id: userId, name: userDisplayName(query.data) })
  }, [query.data, userId])
  useEffect(() => {
    if (notFound) forgetRecent(RECENT_USERS, userId)
  }, [notFound, userId])

  if (notFound) {
    return (
      <Stack gap="md" maw={720}>
        <BackToCustomers />
        <Title order={1}>User not found</Title>
        <Alert
          color="orange"
          variant="light"
          icon={<IconUserOff size={18} aria-hidden />}
          title={`There is no user with ID ${userId}`}
        >
          <Text size="sm">The user may have been deleted, or the ID may be wrong. Check the ID and try again.</Text>
        </Alert>
        <LookAgain />
      </Stack>
    )
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        <BackToCustomers />
        <Title order={1}>User {userId}</Title>
        <ErrorAlert
          error={query.error}
          title="The user could not be loaded"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    )
  }
  if (query.isPending) {
    return (
      <Stack gap="md">
        <BackToCustomers />
        <Title order={1}>User {userId}</Title>
        <div role="status">
          <VisuallyHidden>Loading user {userId}</VisuallyHidden>
          <Stack gap="sm" aria-hidden>
            <Skeleton h={90} />
            <Skeleton h={200} />
            <Skeleton h={200} />
          </Stack>
        </div>
      </Stack>
    )
  }
  return <UserProfile user={query.data} userId={userId} onDeleted={onDeleted} />
}

function Section({ title, id, children, actions }: { title: string; id: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {children}
    </SimpleGrid>
  )
}

function Notice({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} aria-hidden />}
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {children}
    </Alert>
  )
}

function UserProfile({ user, userId, onDeleted }: { user: SafeUser; userId: number; onDeleted: (deleted: DeletedUser) => void }) {
  const name = userDisplayName(user)
  const [changingGateway, setChangingGateway] = useState(false)
  const [gatewayNotice, setGatewayNotice] = useState<string | null>(null)
  const [decreasing, setDecreasing] = useState<CreditAccount | null>(null)
  const [promoNotice, setPromoNotice] = useState<PromoDecreaseResult | null>(null)
  const [deleting, setDeleting] = useState(false)
  const avatar = safeHttpUrl(user.avatarUrl)

  return (
    <Stack gap="md">
      <BackToCustomers />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" align="center" wrap="nowrap">
          <Avatar src={avatar} alt={avatar ? `Picture of ${name}` : undefined} size="lg" radius="xl" />
          <Stack gap={4}>
            <Title order={1} style={{ wordBreak: 'break-word' }}>
              {name}
            </Title>
            <Group gap="md" wrap="wrap">
              <Text size="sm" component="div">
                User ID <CopyValue value={userId} label="user ID" />
              </Text>
              {user.email ? (
                <Text size="sm" component="div">
                  <CopyValue value={user.email} label="e-mail" mono={false} />
                </Text>
              ) : null}
              {user.isRisk === 1 ? (
                <Badge color="red" variant="light" tt="none">
                  risk flagged
                </Badge>
              ) : null}
              {user.isSpecial === 1 ? (
                <Badge color="indigo" variant="light" tt="none">
                  special
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            renderRoot={(props) => <Link {...props} to="/subscriptions/renew" search={{ userId }} />}
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            Renew a subscription
          </Button>
          <Button
            renderRoot={(props) => <Link {...props} to="/customer-portal" search={{ userId }} />}
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Customer portal link
          </Button>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            Delete user
          </Button>
        </Group>
      </Group>

      <Section title="Identity and contact" id="identity-heading">
        <Grid>
          <Field label="User ID">
            <CopyValue value={userId} label="user ID" />
          </Field>
          <Field label="External user ID">
            {user.externalUserId ? <CopyValue value={user.externalUserId} label="external user ID" /> : <TextValue value="" />}
          </Field>
          <Field label="User name">
            <TextValue value={user.userName} />
          </Field>
          <Field label="First name">
            <TextValue value={user.firstName} />
          </Field>
          <Field label="Last name">
            <TextValue value={user.lastName} />
          </Field>
          <Field label="E-mail">
            {user.email ? <CopyValue value={user.email} label="e-mail address" mono={false} /> : <TextValue value="" />}
          </Field>
          <Field label="Phone">
            <TextValue value={user.phone} />
          </Field>
          <Field label="Mobile">
            <TextValue value={user.mobile} />
          </Field>
          <Field label="Gender">
            <TextValue value={user.gender} />
          </Field>
          <Field label="Birthday">
            <TextValue value={user.birthday} />
          </Field>
          <Field label="Language">
            <TextValue value={user.language} />
          </Field>
          <Field label="Time zone">
            <TextValue value={user.timeZone} />
          </Field>
          <Field label="School">
            <TextValue value={user.school} />
          </Field>
          <Field label="Picture">
            <SafeLink href={user.avatarUrl} />
          </Field>
          <Field label="Created">
            <Timestamp value={user.createTime} />
          </Field>
          <Field label="Last sign-in">
            <Timestamp value={user.lastLoginAt} />
          </Field>
          <Field label="Status">
            <TextValue value={user.status} />
          </Field>
          <Field label="Type">
            <TextValue value={user.type} />
          </Field>
          <Field label="Risk flag">{flagLabel(user.isRisk)}</Field>
          <Field label="Special">{flagLabel(user.isSpecial)}</Field>
          <Field label="Merchant ID">
            <TextValue value={user.merchantId} />
          </Field>
          <Field label="Version">
            <TextValue value={user.version} />
          </Field>
        </Grid>
      </Section>

      <Section title="Address and tax" id="address-heading">
        <Grid>
          <Field label="Address">
            <TextValue value={user.address} />
          </Field>
          <Field label="City">
            <TextValue value={user.city} />
          </Field>
          <Field label="State">
            <TextValue value={user.state} />
          </Field>
          <Field label="ZIP code">
            <TextValue value={user.zipCode} />
          </Field>
          <Field label="Country code">
            <TextValue value={user.countryCode} />
          </Field>
          <Field label="Country">
            <TextValue value={user.countryName} />
          </Field>
          <Field label="Company">
            <TextValue value={user.companyName} />
          </Field>
          <Field label="Registration number">
            <TextValue value={user.registrationNumber} />
          </Field>
          <Field label="VAT number">
            {user.vATNumber ? <CopyValue value={user.vATNumber} label="VAT number" /> : <TextValue value="" />}
          </Field>
          <Field label="Tax rate">
            {user.taxPercentage == null ? (
              <TextValue value="" />
            ) : (
              `${formatBasisPoints(user.taxPercentage)} (${user.taxPercentage} basis points)`
            )}
          </Field>
        </Grid>
      </Section>

      <Section title="Billing" id="billing-heading">
        <Grid>
          <Field label="Billing type">
            <CodeBadge kind="userBillingType" value={user.billingType} />
          </Field>
          <Field label="Default gateway ID">
            <TextValue value={user.gatewayId || ''} />
          </Field>
          <Field label="Gateway payment type">
            <TextValue value={user.gatewayPaymentType} />
          </Field>
          <Field label="Payment method">
            {user.paymentMethod ? <CopyValue value={user.paymentMethod} label="payment method" /> : <TextValue value="" />}
          </Field>
          <Field label="Automatic payment">
            {user.gateway?.autoChargeEnabled
              ? 'On: renewals are charged to the payment method on file'
              : 'Off: the customer pays each invoice'}
          </Field>
        </Grid>
      </Section>

      <GatewayCard
        gateway={user.gateway}
        onChange={() => {
          setGatewayNotice(null)
          setChangingGateway(true)
        }}
      />
      {gatewayNotice ? <Notice onClose={() => setGatewayNotice(null)}>{gatewayNotice}</Notice> : null}

      <CreditAccountList
        title="Credit accounts"
        headingId="credit-heading"
        accounts={user.creditAccounts ?? []}
        kind="credit"
        emptyText="This user has no credit accounts."
      />
      <CreditAccountList
        title="Promo credit accounts"
        headingId="promo-heading"
        accounts={user.promoCreditAccounts ?? []}
        kind="promo"
        emptyText="This user has no promo credit accounts."
        onDecrease={(account) => {
          setPromoNotice(null)
          setDecreasing(account)
        }}
        notice={
          promoNotice ? (
            <Notice onClose={() => setPromoNotice(null)}>
              Took {formatCredits(promoNotice.amount)} off the {promoNotice.currency} promo credit. The balance is now{' '}
              {formatCredits(promoNotice.balance)}.
            </Notice>
          ) : null
        }
      />

      <Section title="Subscription summary" id="subscription-heading">
        <Grid>
          <Field label="Subscription ID">
            {user.subscriptionId ? (
              <Group gap="xs" wrap="nowrap">
                <CopyValue value={user.subscriptionId} label="subscription ID" />
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/subscriptions/renew" search={{ subscriptionId: user.subscriptionId! }} />
                  )}
                  size="sm"
                >
                  Renew
                </Anchor>
              </Group>
            ) : (
              <TextValue value="" />
            )}
          </Field>
          <Field label="Subscription name">
            <TextValue value={user.subscriptionName} />
          </Field>
          <Field label="Subscription status">
            {user.subscriptionStatus ? (
              <CodeBadge kind="subscriptionStatus" value={user.subscriptionStatus} />
            ) : (
              <TextValue value="" />
            )}
          </Field>
          <Field label="Plan ID">
            <TextValue value={user.planId || ''} />
          </Field>
          <Field label="Recurring amount">
            <Money amount={user.recurringAmount} currency={null} />
          </Field>
        </Grid>
      </Section>

      <Section title="Social" id="social-heading">
        <Grid>
          <Field label="Facebook">
            <LinkOrText value={user.facebook} />
          </Field>
          <Field label="LinkedIn">
            <LinkOrText value={user.linkedIn} />
          </Field>
          <Field label="Telegram">
            <LinkOrText value={user.telegram} />
          </Field>
          <Field label="TikTok">
            <LinkOrText value={user.tikTok} />
          </Field>
          <Field label="WeChat">
            <LinkOrText value={user.weChat} />
          </Field>
          <Field label="WhatsApp">
            <LinkOrText value={user.whatsAPP} />
          </Field>
          <Field label="Other">
            <LinkOrText value={user.otherSocialInfo} />
          </Field>
        </Grid>
      </Section>

      <Section title="Metadata" id="metadata-heading">
        <Field label="Custom">
          <TextValue value={user.custom} />
        </Field>
        <Field label="Metadata">
          <JsonView value={user.metadata} label="User metadata" />
        </Field>
      </Section>

      <ChangeGatewayModal
        opened={changingGateway}
        onClose={() => setChangingGateway(false)}
        userId={userId}
        userName={name}
        current={user.gateway}
        onChanged={(input) => {
          setChangingGateway(false)
          setGatewayNotice(
            `Default gateway changed to gateway ${input.gatewayId}${input.paymentMethodId ? ', with automatic payment to the new payment method' : ''}.`,
          )
        }}
      />
      <DecreasePromoCreditModal
        account={decreasing}
        onClose={() => setDecreasing(null)}
        userId={userId}
        userName={name}
        onDone={(result) => {
          setDecreasing(null)
          setPromoNotice(result)
        }}
      />
      <DeleteUserModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        userId={userId}
        userName={name}
        onDeleted={onDeleted}
      />
    </Stack>
  )
}
