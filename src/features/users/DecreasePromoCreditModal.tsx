import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useWatch } from 'react-hook-form'
import type { CreditAccount } from '../../api/contract/users'
import { DialogFrame } from '../../components/DialogFrame'
import { wholeNumberInput } from '../../lib/fields'
import { formatCredits } from './format'
import { ConfirmDecrease } from './ConfirmDecrease'
import { useContractForm } from '../../lib/useContractForm'
import {
  balanceAfter,
  promoDecrementFormDefaults,
  promoDecrementFormSchema,
  type PromoDecrementFormOutput,
  type PromoDecrementFormValues,
} from './userForms'

export interface PromoDecreaseResult {
  currency: string
  amount: number
  balance: number
}

/** Decrease one promo credit account of the user (4.10): form, then a confirmation that states the change. */
export function DecreasePromoCreditModal({
  account,
  onClose,
  userId,
  userName,
  onDone,
  returnFocusTo,
}: {
  account: CreditAccount | null
  onClose: () => void
  userId: number
  userName: string
  onDone: (result: PromoDecreaseResult) => void
  /** The button whose menu opened the dialog: the focus goes back to it. */
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  // Keeps showing the last account while the dialog closes.
  const [shown, setShown] = useState(account)
  if (account && account !== shown) setShown(account)
  const currency = shown?.currency ?? ''
  return (
    <DialogFrame
      opened={account !== null}
      onClose={onClose}
      title={`Decrease ${currency} promo credit`}
      returnFocusTo={returnFocusTo}
    >
      {shown?.currency ? (
        <DecreaseForm
          key={shown.currency}
          account={{ currency: shown.currency, amount: shown.amount ?? 0 }}
          userId={userId}
          userName={userName}
          onCancel={onClose}
          onDone={onDone}
        />
      ) : null}
    </DialogFrame>
  )
}

function DecreaseForm({
  account,
  userId,
  userName,
  onCancel,
  onDone,
}: {
  account: { currency: string; amount: number }
  userId: number
  userName: string
  onCancel: () => void
  onDone: (result: PromoDecreaseResult) => void
}) {
  const [pending, setPending] = useState<PromoDecrementFormOutput | null>(null)
  const [schema] = useState(() => promoDecrementFormSchema(account))
  const { control, handleSubmit, setFocus, bind } = useContractForm<PromoDecrementFormValues, PromoDecrementFormOutput>(schema, {
    defaultValues: promoDecrementFormDefaults(account),
  })
  const amountText = useWatch({ control, name: 'amount' })
  const after = balanceAfter(account, amountText ?? '')

  // The two steps replace each other in the dialog, so each takes the focus when it appears: the
  // confirmation on its button (autoFocus), the form after Back on the amount.
  const reviewed = useRef(false)
  useEffect(() => {
    if (pending) reviewed.current = true
    else if (reviewed.current) setFocus('amount')
  }, [pending, setFocus])

  const onReview = handleSubmit(setPending)

  if (pending) {
    return (
      <ConfirmDecrease
        account={account}
        decrease={pending}
        userId={userId}
        userName={userName}
        onBack={() => setPending(null)}
        onDone={onDone}
      />
    )
  }

  return (
    <form noValidate onSubmit={onReview} aria-label={`Decrease ${account.currency} promo credit`}>
      <Stack gap="sm">
        <Text size="sm">
          Current {account.currency} promo credit of <strong>{userName}</strong>: {formatCredits(account.amount)}. Promo credit is
          counted in credits, not money; the balance must stay above 0.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Amount to take off"
            description="A whole number of credits, for example 100"
            withAsterisk
            {...wholeNumberInput}
            data-autofocus
            {...bind('amount')}
          />
          <TextInput label="Currency" description="The account's currency" readOnly {...bind('currency')} />
        </SimpleGrid>
        <Text size="sm" role="status" aria-live="polite">
          {after === null
            ? 'Enter an amount to see the balance after the decrease.'
            : after > 0
              ? `Balance after the decrease: ${formatCredits(after)}`
              : `Not allowed: the balance after the decrease would be ${formatCredits(after)}; it must stay above 0.`}
        </Text>
        <TextInput label="Name" description="Optional, for example Goodwill correction" autoComplete="off" {...bind('name')} />
        <Textarea label="Description" description="Optional" autosize minRows={2} {...bind('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Review decrease</Button>
        </Group>
      </Stack>
    </form>
  )
}
