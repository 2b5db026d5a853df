import { Controller } from 'react-hook-form'
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { ToggleField } from './renewFields'
import { useRenewForm } from './renewFormContext'

/** How the renewal is paid: manual or not, the gateway, the payment page and where it returns to. */
export function RenewPaymentSection() {
  const { bind, control, formState } = useRenewForm()
  return (
    <Section title="Payment">
      <ToggleField
        name="manualPayment"
        label="Manual payment"
        description="No payment is created: the invoice stays open and you collect it by hand, for example by bank transfer."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Gateway ID"
          description="Empty: the subscription's own gateway."
          {...wholeNumberInput}
          {...bind('gatewayId')}
        />
        <TextInput
          label="Payment type"
          description="A payment type of that gateway, for example card or wallet."
          autoComplete="off"
          {...bind('gatewayPaymentType')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="paymentUIMode"
        render={({ field }) => (
          <Radio.Group
            {...field}
            label="Payment page mode"
            description="How the customer is shown the payment."
            error={formState.errors.paymentUIMode?.message}
          >
            <Group mt="xs">
              <Radio value="hosted" label="Hosted (default)" />
              <Radio value="embedded" label="Embedded" />
              <Radio value="custom" label="Custom" />
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Return URL"
          description="Where the customer goes after paying."
          placeholder="https://"
          autoComplete="off"
          {...bind('returnUrl')}
        />
        <TextInput
          label="Cancel URL"
          description="Where the customer goes when the payment is cancelled or fails."
          placeholder="https://"
          autoComplete="off"
          {...bind('cancelUrl')}
        />
      </SimpleGrid>
    </Section>
  )
}
