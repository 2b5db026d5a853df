import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import type { PromoDecreaseResult } from './DecreasePromoCreditModal'
import { formatCredits } from './format'
import { useDecrementPromoCredit } from './queries'
import type { PromoAccountBalance, PromoDecrementFormOutput } from './userForms'

/** The decrease's second step: what it will change, then the decrease itself; Back keeps the input. */
export function ConfirmDecrease({
  account,
  decrease,
  userId,
  userName,
  onBack,
  onDone,
}: {
  account: PromoAccountBalance
  decrease: PromoDecrementFormOutput
  userId: number
  userName: string
  onBack: () => void
  onDone: (result: PromoDecreaseResult) => void
}) {
  const decrement = useDecrementPromoCredit(userId)
  // The alert shows a failure; Back returns to the form with the input kept.
  const [confirm, sending] = useSubmitOnce(async () => {
    const { UserPromoCreditAccount: updated } = await decrement.mutateAsync(decrease)
    onDone({ currency: account.currency, amount: decrease.amount, balance: updated?.amount ?? account.amount - decrease.amount })
  })
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Confirm the decrease">
        <Stack gap={4}>
          <Text size="sm">
            Take <strong>{formatCredits(decrease.amount)}</strong> off the {account.currency} promo credit of{' '}
            <strong>{userName}</strong> (user ID {userId}).
          </Text>
          <Text size="sm">
            The balance goes from {formatCredits(account.amount)} to{' '}
            <strong>{formatCredits(account.amount - decrease.amount)}</strong>.
          </Text>
          {decrease.name ? <Text size="sm">Name: {decrease.name}</Text> : null}
          {decrease.description ? <Text size="sm">Description: {decrease.description}</Text> : null}
        </Stack>
      </Alert>
      {decrement.isError ? <ErrorAlert error={decrement.error} title="The promo credit was not decreased" /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={sending} autoFocus>
          Confirm decrease
        </Button>
      </Group>
    </Stack>
  )
}
