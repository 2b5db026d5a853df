import { useState, type ReactNode } from 'react'
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconMinus } from '@tabler/icons-react'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorAlert } from '../../components/ErrorAlert'
import { wholeNumberInput } from '../../lib/fields'
import { rememberRecent } from '../../lib/recent'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { decreaseFormSchema, type DecreaseFormOutput, type DecreaseFormValues } from './decreaseForm'
import { DecreaseResult, type Decreased } from './DecreaseResult'
import { recentKinds, recentName } from './ids'
import { useContractForm } from '../../lib/useContractForm'
import { useDecreaseQuantity } from './queries'

/**
 * Decrease a code's quantity (4.7), after a confirmation; sent once however often it is confirmed. The page puts
 * `form` among its actions and `outcome` (a refusal, or what the decrease did) under its summary.
 */
export function useDecreaseQuantityAction(id: number): { form: ReactNode; outcome: ReactNode } {
  const decrease = useDecreaseQuantity()
  const [pending, setPending] = useState<DecreaseFormOutput | null>(null)
  const [result, setResult] = useState<Decreased | null>(null)
  const { handleSubmit, bind } = useContractForm<DecreaseFormValues, DecreaseFormOutput>(decreaseFormSchema, {
    defaultValues: { id },
  })

  const onSubmit = handleSubmit((input) => {
    decrease.reset()
    setResult(null)
    setPending(input)
  })

  const [confirm] = useSubmitOnce(async (input: DecreaseFormOutput) => {
    try {
      const code = (await decrease.mutateAsync(input)).discountCode
      setResult({ amount: input.amount, quantity: code?.quantity, code: code?.code ?? '' })
      if (code) rememberRecent(recentKinds.codes, { id, name: recentName(code, `Discount code ${id}`) })
    } finally {
      // The alert below shows a failure with the service's message; the input is kept.
      setPending(null)
    }
  })

  const form = (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Decrease the quantity">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Quantity to subtract"
          description="It must stay above 0"
          withAsterisk
          w={200}
          {...wholeNumberInput}
          {...bind('amount')}
        />
        <Button type="submit" mt={44} leftSection={<IconMinus size={16} aria-hidden />} loading={decrease.isPending}>
          Decrease quantity
        </Button>
      </Group>
    </Box>
  )

  const outcome = (
    <Stack gap="sm">
      {decrease.isError ? <ErrorAlert error={decrease.error} title="The quantity was not decreased" /> : null}
      {result ? <DecreaseResult id={id} {...result} request={decrease.variables} /> : null}

      <ConfirmDialog
        opened={pending !== null}
        title="Decrease the quantity?"
        confirmLabel={`Decrease by ${pending?.amount ?? ''}`}
        color="orange"
        busy={decrease.isPending}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setPending(null)}
      >
        <Text>
          Decrease the quantity of code {id} by {pending?.amount}.
        </Text>
        <Text size="sm" c="dimmed">
          The service refuses a decrease that leaves 0 or less. If the new quantity is below the number of times the code was
          already used, quantity control is turned off (quantity 0, no limit).
        </Text>
      </ConfirmDialog>
    </Stack>
  )
  return { form, outcome }
}
