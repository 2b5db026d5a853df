import { useState, type ReactNode } from 'react'
import { Stack } from '@mantine/core'
import type { CreditAccount } from '../../api/contract/users'
import { Notice } from '../../components/PageParts'
import { ChangeGatewayModal } from './ChangeGatewayModal'
import { CreditAccountList } from './CreditAccountCard'
import { DecreasePromoCreditModal, type PromoDecreaseResult } from './DecreasePromoCreditModal'
import { DeleteUserModal, type DeletedUser } from './DeleteUserModal'
import { userDisplayName } from '../../lib/userName'
import { formatCredits, type SafeUser } from './format'
import { GatewayCard } from './GatewayCard'
import { UserHeader } from './UserHeader'
import { MetadataSection, UserFieldSection } from './UserSections'

/**
 * The user page's data (4.15) with its actions: change gateway (4.13), decrease promo credit (4.10),
 * delete (4.16). `related` is shown after the subscription summary (the customer's lists).
 */
export function UserProfile({
  user,
  userId,
  related,
  onDeleted,
}: {
  user: SafeUser
  userId: number
  related?: ReactNode
  onDeleted: (deleted: DeletedUser) => void
}) {
  const name = userDisplayName(user)
  const [changingGateway, setChangingGateway] = useState(false)
  const [gatewayNotice, setGatewayNotice] = useState<string | null>(null)
  const [decreasing, setDecreasing] = useState<CreditAccount | null>(null)
  const [promoNotice, setPromoNotice] = useState<PromoDecreaseResult | null>(null)
  const [deleting, setDeleting] = useState(false)

  return (
    <Stack gap="md">
      <UserHeader user={user} userId={userId} name={name} onDelete={() => setDeleting(true)} />
      <UserFieldSection user={user} group="identity" />
      <UserFieldSection user={user} group="address" />
      <UserFieldSection user={user} group="billing" />

      <GatewayCard
        gateway={user.gateway}
        onChange={() => {
          setGatewayNotice(null)
          setChangingGateway(true)
        }}
      />
      {gatewayNotice ? <Notice onClose={() => setGatewayNotice(null)}>{gatewayNotice}</Notice> : null}

      <CreditAccountList title="Credit accounts" accounts={user.creditAccounts ?? []} kind="credit" />
      <CreditAccountList
        title="Promo credit accounts"
        accounts={user.promoCreditAccounts ?? []}
        kind="promo"
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

      <UserFieldSection user={user} group="summary" />
      {related}
      <UserFieldSection user={user} group="social" />
      <MetadataSection user={user} />

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
