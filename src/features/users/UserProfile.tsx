import { useRef, useState, type ReactNode } from 'react'
import { Stack } from '@mantine/core'
import type { CreditAccount } from '../../api/contract/users'
import { Notice } from '../../components/PageParts'
import { AllDetails } from '../../components/RecordSummary'
import { impliedCurrency } from '../../lib/money'
import { ChangeGatewayModal } from './ChangeGatewayModal'
import { CreditAccountList } from './CreditAccountCard'
import { AddPromoCreditModal, type PromoIncreaseResult, type PromoIncreaseTarget } from './AddPromoCreditModal'
import { DecreasePromoCreditModal, type PromoDecreaseResult } from './DecreasePromoCreditModal'
import { EditCustomerModal } from './EditCustomerModal'
import { SuspendCustomerDialog } from './SuspendCustomerDialog'
import { DeleteUserModal, type DeletedUser } from './DeleteUserModal'
import { userDisplayName } from '../../lib/userName'
import { formatCredits, type SafeUser } from './format'
import { CustomerSummary, type CurrentSubscription } from './CustomerSummary'
import { GatewayCard } from './GatewayCard'
import { MetadataSection, UserFieldSection } from './UserSections'

/**
 * The user page's data (4.15): the customer's summary with the actions on them (change gateway 4.13, decrease promo
 * credit 4.10, delete 4.16, and the ways to renew and to the portal), then `related` (the customer's lists), then
 * every field of the user under "All details".
 */
export function UserProfile({
  user,
  userId,
  current,
  related,
  onDeleted,
}: {
  user: SafeUser
  userId: number
  current: CurrentSubscription
  /** The customer's lists; a function of the customer when they need what the customer holds (their e-mail). */
  related?: ReactNode | ((user: SafeUser) => ReactNode)
  onDeleted: (deleted: DeletedUser) => void
}) {
  const name = userDisplayName(user)
  const [changingGateway, setChangingGateway] = useState(false)
  const [gatewayNotice, setGatewayNotice] = useState<string | null>(null)
  const [decreasing, setDecreasing] = useState<CreditAccount | null>(null)
  const [promoNotice, setPromoNotice] = useState<PromoDecreaseResult | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [increasing, setIncreasing] = useState<PromoIncreaseTarget | null>(null)
  const [increaseNotice, setIncreaseNotice] = useState<PromoIncreaseResult | null>(null)
  const [editing, setEditing] = useState(false)
  const [suspending, setSuspending] = useState<'suspend' | 'resume' | null>(null)
  const [stateNotice, setStateNotice] = useState<string | null>(null)
  const promoMenu = useRef<HTMLButtonElement>(null)

  return (
    <Stack gap="md">
      <CustomerSummary
        user={user}
        userId={userId}
        name={name}
        current={current}
        onChangeGateway={() => {
          setGatewayNotice(null)
          setChangingGateway(true)
        }}
        onDecreasePromo={(account) => {
          setPromoNotice(null)
          setDecreasing(account)
        }}
        onIncreasePromo={(account) => {
          setIncreaseNotice(null)
          setIncreasing({ account })
        }}
        onEdit={() => {
          setStateNotice(null)
          setEditing(true)
        }}
        onSuspend={() => {
          setStateNotice(null)
          setSuspending('suspend')
        }}
        onResume={() => {
          setStateNotice(null)
          setSuspending('resume')
        }}
        onDelete={() => setDeleting(true)}
        promoMenuRef={promoMenu}
      />
      {stateNotice ? <Notice onClose={() => setStateNotice(null)}>{stateNotice}</Notice> : null}
      {increaseNotice ? (
        <Notice onClose={() => setIncreaseNotice(null)}>
          Added {formatCredits(increaseNotice.amount)} to the {increaseNotice.currency} promo credit.
          {increaseNotice.balance !== null ? ` The balance is now ${formatCredits(increaseNotice.balance)}.` : ''}
        </Notice>
      ) : null}
      {gatewayNotice ? <Notice onClose={() => setGatewayNotice(null)}>{gatewayNotice}</Notice> : null}
      {promoNotice ? (
        <Notice onClose={() => setPromoNotice(null)}>
          Took {formatCredits(promoNotice.amount)} off the {promoNotice.currency} promo credit. The balance is now{' '}
          {formatCredits(promoNotice.balance)}.
        </Notice>
      ) : null}

      {typeof related === 'function' ? related(user) : related}

      <AllDetails>
        <UserFieldSection user={user} group="identity" />
        <UserFieldSection user={user} group="address" />
        <UserFieldSection user={user} group="billing" />
        <GatewayCard gateway={user.gateway} />
        <CreditAccountList title="Credit accounts" accounts={user.creditAccounts ?? []} kind="credit" />
        <CreditAccountList title="Promo credit accounts" accounts={user.promoCreditAccounts ?? []} kind="promo" />
        <UserFieldSection user={user} group="summary" currency={impliedCurrency(current.data?.subscription?.currency)} />
        <UserFieldSection user={user} group="social" />
        <MetadataSection user={user} />
      </AllDetails>

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
        returnFocusTo={promoMenu}
        onClose={() => setDecreasing(null)}
        userId={userId}
        userName={name}
        onDone={(result) => {
          setDecreasing(null)
          setPromoNotice(result)
        }}
      />
      <AddPromoCreditModal
        target={increasing}
        returnFocusTo={promoMenu}
        onClose={() => setIncreasing(null)}
        userId={userId}
        userName={name}
        onDone={(result) => {
          setIncreasing(null)
          setIncreaseNotice(result)
        }}
      />
      <EditCustomerModal
        opened={editing}
        onClose={() => setEditing(false)}
        user={user}
        userId={userId}
        userName={name}
        onSaved={() => {
          setEditing(false)
          setStateNotice(`The details of ${name} were saved.`)
        }}
      />
      <SuspendCustomerDialog
        mode={suspending}
        onClose={() => setSuspending(null)}
        userId={userId}
        userName={name}
        onDone={(mode) => {
          setSuspending(null)
          setStateNotice(
            mode === 'suspend'
              ? `${name} is suspended; their active subscriptions were cancelled.`
              : `${name} is active again. Cancelled subscriptions stay cancelled.`,
          )
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
