import type { ReactNode } from 'react'
import { Controller, type Control } from 'react-hook-form'
import { Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { ProductNewInput } from '../../api/contract/products'
import type { FieldBinder } from '../../lib/forms'
import type { ProductFormValues } from './productForm'

type AddressPath = 'usVATConfig.fromAddress' | 'usVATConfig.toAddress' | `usVATConfig.nexusAddresses.${number}`
export type ProductFormControl = Control<ProductFormValues, unknown, ProductNewInput>

/** One address of the US VAT settings: street, city, state, ZIP, country, and whether it is verified. */
export function AddressFields({
  path,
  legend,
  bind,
  control,
  actions,
}: {
  path: AddressPath
  legend: string
  bind: FieldBinder<ProductFormValues>
  control: ProductFormControl
  actions?: ReactNode
}) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="xs">
        <TextInput label="Street address" {...bind(`${path}.address`)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label="City" {...bind(`${path}.city`)} />
          <TextInput label="State" {...bind(`${path}.state`)} />
          <TextInput label="ZIP code" {...bind(`${path}.zipCode`)} />
          <TextInput
            label="Country code"
            description="Two letters, for example US"
            maxLength={2}
            {...bind(`${path}.countryCode`)}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Controller
            control={control}
            name={`${path}.verified`}
            render={({ field: { value, onChange, ...field } }) => (
              <Checkbox
                {...field}
                checked={value ?? false}
                onChange={(event) => onChange(event.currentTarget.checked)}
                label="Address verified"
              />
            )}
          />
          {actions}
        </Group>
      </Stack>
    </Fieldset>
  )
}
