import { Controller, type FieldPath } from 'react-hook-form'
import { Checkbox, Switch } from '@mantine/core'
import type { RenewFormValues } from './renewForm'
import { useRenewForm } from './renewFormContext'

type BooleanField = 'manualPayment' | 'applyPromoCredit' | 'discount.recurring'

/** An on/off member of the request, as a switch (or a checkbox) with its label and description. */
export function ToggleField({
  name,
  label,
  description,
  checkbox = false,
}: {
  name: BooleanField & FieldPath<RenewFormValues>
  label: string
  description?: string
  checkbox?: boolean
}) {
  const { control } = useRenewForm()
  const Toggle = checkbox ? Checkbox : Switch
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <Toggle
          {...field}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          label={label}
          description={description}
        />
      )}
    />
  )
}
