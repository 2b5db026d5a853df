import { useState } from 'react'
import { Box, Button, Group, Text, TextInput } from '@mantine/core'
import { IconMinus } from '@tabler/icons-react'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { rememberRecent } from '../../lib/recent'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { decreaseFormSchema, type DecreaseFormOutput, type DecreaseFormValues } from './decreaseForm'
import { DecreaseResult, type Decreased } from './DecreaseResult'
import { recentKinds, recentName } from './ids'
import { useContractForm } from '../../lib/useContractForm'
import { useDecreaseQuantity } from './queries'

/** Decrease a code's quantity (4.7), after a confirmation; sent once however often it is confirmed. */
export function DecreaseQuantityPanel({ id }: { id: number }) {
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

  return (
    <Section title="Decrease the quantity">
      <Text size="sm" c="dimmed">
        The quantity is how many times the code can be used. After the decrease it must still be greater than 0. If it falls below
        the number of times the code was already used, the service turns quantity control off (quantity 0, no limit).
      </Text>
      <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Decrease the quantity">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Quantity to subtract"
            description="A whole number greater than 0"
            withAsterisk
            w={240}
            {...wholeNumberInput}
            {...bind('amount')}
          />
          <Button type="submit" mt={44} leftSection={<IconMinus size={16} aria-hidden />} loading={decrease.isPending}>
            Decrease quantity
          </Button>
        </Group>
      </Box>

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
    </Section>
  )
}
