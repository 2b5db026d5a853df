import { useState, type RefObject } from 'react'
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import type { CreditAccount } from '../../api/contract/users'
import { DialogFrame } from '../../components/DialogFrame'
import { FormFooter } from '../../components/FormFooter'
import { wholeNumberInput } from '../../lib/fields'
import { formatMoney } from '../../lib/money'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  creditsWorth,
  promoIncrementFormSchema,
  type PromoIncrementFormOutput,
  type PromoIncrementFormValues,
} from './customerForms'
import { formatCredits } from './format'
import { useIncrementPromoCredit } from './queries'

export interface PromoIncreaseResult {
  currency: string
  amount: number
  balance: number | null
}

/** Which account the increase goes to: one of the customer's, or `{ currency: null }` for a currency typed in. */
export type PromoIncreaseTarget = { account: CreditAccount } | { account: null }

/** Add promo credit to a customer (§3.7), the mirror of the decrease: credits, with what they are worth. */
export function AddPromoCreditModal({
  target,
  onClose,
  userId,
  userName,
  onDone,
  returnFocusTo,
}: {
  target: PromoIncreaseTarget | null
  onClose: () => void
  userId: number
  userName: string
  onDone: (result: PromoIncreaseResult) => void
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  // Keeps showing the last account while the dialog closes.
  const [shown, setShown] = useState(target)
  if (target && target !== shown) setShown(target)
  const currency = shown?.account?.currency
  return (
    <DialogFrame
      opened={target !== null}
      onClose={onClose}
      title={currency ? `Add ${currency} promo credit` : 'Add promo credit'}
      returnFocusTo={returnFocusTo}
    >
      {shown ? (
        <AddForm
          key={currency ?? ''}
          account={shown.account}
          userId={userId}
          userName={userName}
          onCancel={onClose}
          onDone={onDone}
        />
      ) : null}
    </DialogFrame>
  )
}

function AddForm({
  account,
  userId,
  userName,
  onCancel,
  onDone,
}: {
  account: CreditAccount | null
  userId: number
  userName: string
  onCancel: () => void
  onDone: (result: PromoIncreaseResult) => void
}) {
  const increment = useIncrementPromoCredit(userId)
  const { control, handleSubmit, bind } = useContractForm<PromoIncrementFormValues, PromoIncrementFormOutput>(
    promoIncrementFormSchema,
    { defaultValues: { amount: '', currency: account?.currency ?? '', name: '', description: '' } },
  )
  const amountText = (useWatch({ control, name: 'amount' }) ?? '').trim()
  const credits = /^\d+$/.test(amountText) ? Number(amountText) : null

  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      const { UserPromoCreditAccount: updated } = await increment.mutateAsync(input)
      onDone({ currency: input.currency, amount: input.amount, balance: updated?.amount ?? null })
    }),
  )

  const label = account?.currency ? `Add ${account.currency} promo credit` : 'Add promo credit'
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label={label}>
      <Stack gap="sm">
        <Text size="sm">
          {account ? (
            <>
              Current {account.currency} promo credit of <strong>{userName}</strong>: {formatCredits(account.amount ?? 0)}, worth{' '}
              {formatMoney(creditsWorth(account.amount ?? 0, account.exchangeRate), account.currency)}.
            </>
          ) : (
            <>
              Promo credit for <strong>{userName}</strong> in a currency they have none of yet: the service opens the account.
            </>
          )}{' '}
          Promo credit is counted in credits, not money.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Amount to add"
            description="A whole number of credits, for example 100"
            withAsterisk
            {...wholeNumberInput}
            data-autofocus
            {...bind('amount')}
          />
          <TextInput
            label="Currency"
            description={account ? "The account's currency" : 'Three letters, for example EUR'}
            readOnly={account !== null}
            withAsterisk={account === null}
            autoComplete="off"
            {...bind('currency')}
          />
        </SimpleGrid>
        {account ? (
          <Text size="sm" role="status" aria-live="polite">
            {credits === null || credits <= 0
              ? 'Enter an amount to see what it is worth.'
              : `${formatCredits(credits)}, worth ${formatMoney(creditsWorth(credits, account.exchangeRate), account.currency)}. Balance after: ${formatCredits((account.amount ?? 0) + credits)}.`}
          </Text>
        ) : null}
        <TextInput label="Name" description="Optional, for example Goodwill" autoComplete="off" {...bind('name')} />
        <Textarea label="Description" description="Optional" autosize minRows={2} {...bind('description')} />
        <FormFooter
          write={increment}
          failedTitle="The promo credit was not added"
          onCancel={onCancel}
          submitLabel="Add credit"
          sending={sending}
        />
      </Stack>
    </form>
  )
}
