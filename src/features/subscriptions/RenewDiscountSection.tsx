import { Controller, useWatch } from 'react-hook-form'
import { Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { basisPointsHint } from './renewForm'
import { ToggleField } from './renewFields'
import { monospace, useRenewForm } from './renewFormContext'

/** The discount on this invoice (none, a code, or a one-off discount) and the promo credit to apply. */
export function RenewDiscountSection() {
  const { bind, control } = useRenewForm()
  const [discountChoice, applyPromoCredit] = useWatch({ control, name: ['discountChoice', 'applyPromoCredit'] })
  return (
    <Section title="Discount and promo credit">
      <Controller
        control={control}
        name="discountChoice"
        render={({ field }) => (
          <Radio.Group {...field} label="Discount on this invoice">
            <Stack gap={6} mt="xs">
              <Radio
                value="none"
                label="None"
                description="The subscription's own recurring discount, if it has one, still applies."
              />
              <Radio
                value="code"
                label="A discount code"
                description="For this renewal only; it overrides the subscription's recurring discount."
              />
              <Radio value="custom" label="A one-off discount" description="An amount or a percentage, set here." />
            </Stack>
          </Radio.Group>
        )}
      />
      {discountChoice === 'code' ? (
        <TextInput label="Discount code" withAsterisk autoComplete="off" {...bind('discountCode')} />
      ) : null}
      {discountChoice === 'custom' ? <OneOffDiscount /> : null}
      <ToggleField
        name="applyPromoCredit"
        label="Apply promo credit"
        description="Taken from the user's promo credit in the invoice currency."
      />
      {applyPromoCredit ? (
        <TextInput
          label="Maximum promo credit"
          description="In minor units. Empty: automatic, as much as the user has, up to the invoice total."
          {...wholeNumberInput}
          {...bind('applyPromoCreditAmount')}
        />
      ) : null}
    </Section>
  )
}

/** A discount set here: an amount or a percentage off, how long it lasts, and its metadata. */
function OneOffDiscount() {
  const { bind, control } = useRenewForm()
  const [discountKind, percentageText] = useWatch({ control, name: ['discountKind', 'discount.discountPercentage'] })
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-body)">
      <Stack gap="sm">
        <Controller
          control={control}
          name="discountKind"
          render={({ field }) => (
            <Radio.Group {...field} label="Discount type">
              <Group mt="xs">
                <Radio value="amount" label="Amount off" />
                <Radio value="percentage" label="Percentage off" />
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {discountKind === 'percentage' ? (
            <TextInput
              label="Percentage off (basis points)"
              withAsterisk
              description={basisPointsHint(percentageText, 'Basis points: 1000 = 10 %.')}
              {...wholeNumberInput}
              {...bind('discount.discountPercentage')}
            />
          ) : (
            <TextInput
              label="Amount off"
              withAsterisk
              description="In minor units of the subscription's currency: 500 = 5.00."
              {...wholeNumberInput}
              {...bind('discount.discountAmount')}
            />
          )}
          <TextInput
            label="Cycle limit"
            description="Renewals a recurring discount applies to. 0 or empty: no limit."
            {...wholeNumberInput}
            {...bind('discount.cycleLimit')}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            description="Your local time. Empty: no end."
            {...bind('discount.endTime')}
          />
        </SimpleGrid>
        <ToggleField name="discount.recurring" label="Recurring: keep applying it to later renewals" checkbox />
        <Textarea
          label="Discount metadata"
          description='A JSON object, for example {"campaign": "retention"}'
          autosize
          minRows={2}
          styles={monospace}
          {...bind('discount.metadata')}
        />
      </Stack>
    </Paper>
  )
}
