import { useState } from 'react'
import { Box, Button, Group, Stack, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Notice } from '../../components/PageParts'
import { formatCount } from '../../lib/countLabel'
import { wholeNumberInput } from '../../lib/fields'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { increaseFormSchema, type IncreaseFormOutput, type IncreaseFormValues } from './increaseForm'
import { useIncreaseQuantity } from './queries'

/** Raise a code's quantity (§3.11): on a code without a limit it starts one. */
export function IncreaseQuantityForm({ id, quantity }: { id: number; quantity: number | null | undefined }) {
  const increase = useIncreaseQuantity(id)
  const [added, setAdded] = useState<number | null>(null)
  const { handleSubmit, bind, reset } = useContractForm<IncreaseFormValues, IncreaseFormOutput>(increaseFormSchema, {
    defaultValues: { amount: '' },
  })
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async ({ amount }) => {
      setAdded(null)
      await increase.mutateAsync(amount)
      setAdded(amount)
      reset({ amount: '' })
    }),
  )
  return (
    <Stack gap="xs">
      <Box component="form" onSubmit={preventingDefault(submit)} noValidate aria-label="Increase the quantity">
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Quantity to add"
            description={quantity ? `Now ${formatCount(quantity)}` : 'No limit now: adding starts one'}
            withAsterisk
            w={200}
            {...wholeNumberInput}
            {...bind('amount')}
          />
          <Button type="submit" mt={44} variant="default" leftSection={<IconPlus size={16} aria-hidden />} loading={sending}>
            Increase quantity
          </Button>
        </Group>
      </Box>
      {increase.isError ? <ErrorAlert error={increase.error} title="The quantity was not increased" /> : null}
      {added !== null ? (
        <Notice onClose={() => setAdded(null)}>The quantity was increased by {formatCount(added)}.</Notice>
      ) : null}
    </Stack>
  )
}
