import { Stack, Text, TextInput } from '@mantine/core'
import { FormFooter } from '../../components/FormFooter'
import { DialogFrame } from '../../components/DialogFrame'
import { wholeNumberInput } from '../../lib/fields'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import type { SafeGateway } from './format'
import { useChangeGateway } from './queries'
import { useContractForm } from '../../lib/useContractForm'
import {
  changeGatewayFormDefaults,
  changeGatewayFormSchema,
  type ChangeGatewayFormOutput,
  type ChangeGatewayFormValues,
} from './userForms'

/** Change the user's default gateway (4.13). */
export function ChangeGatewayModal({
  opened,
  onClose,
  userId,
  userName,
  current,
  onChanged,
}: {
  opened: boolean
  onClose: () => void
  userId: number
  userName: string
  current: SafeGateway | null
  onChanged: (input: ChangeGatewayFormOutput) => void
}) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Change default gateway">
      <ChangeGatewayForm userId={userId} userName={userName} current={current} onCancel={onClose} onChanged={onChanged} />
    </DialogFrame>
  )
}

function ChangeGatewayForm({
  userId,
  userName,
  current,
  onCancel,
  onChanged,
}: {
  userId: number
  userName: string
  current: SafeGateway | null
  onCancel: () => void
  onChanged: (input: ChangeGatewayFormOutput) => void
}) {
  const change = useChangeGateway(userId)
  const { handleSubmit, bind } = useContractForm<ChangeGatewayFormValues, ChangeGatewayFormOutput>(changeGatewayFormSchema, {
    defaultValues: changeGatewayFormDefaults,
  })

  // The alert below shows a failure; the input stays.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      await change.mutateAsync(input)
      onChanged(input)
    }),
  )

  const currentTypes = (current?.gatewayPaymentTypes ?? []).map((type) => type.paymentType).filter(Boolean)
  const currentLabel =
    current && (current.gatewayId ?? 0) > 0
      ? `Now gateway ${current.gatewayId} (${current.displayName || current.name || current.gatewayName})${currentTypes.length ? `, with payment types ${currentTypes.join(', ')}` : ''}.`
      : 'The user has no default gateway now.'

  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Change default gateway">
      <Stack gap="sm">
        <Text size="sm">
          The default gateway of <strong>{userName}</strong> (user ID {userId}). {currentLabel}
        </Text>
        <TextInput label="Gateway ID" withAsterisk {...wholeNumberInput} data-autofocus {...bind('gatewayId')} />
        <TextInput
          label="Payment type"
          description="Optional. One of the gateway's payment types, for example card."
          autoComplete="off"
          {...bind('gatewayPaymentType')}
        />
        <TextInput
          label="Gateway user ID"
          description="Optional. The user's id at the gateway; the service verifies and saves it through the gateway."
          autoComplete="off"
          {...bind('gatewayUserId')}
        />
        <TextInput
          label="Payment method ID"
          description="Optional, for card gateways. Setting a payment method turns on automatic payment: renewals are charged to it without the customer."
          autoComplete="off"
          {...bind('paymentMethodId')}
        />
        <FormFooter
          write={change}
          failedTitle="The gateway was not changed"
          onCancel={onCancel}
          submitLabel="Change gateway"
          sending={sending}
        />
      </Stack>
    </form>
  )
}
