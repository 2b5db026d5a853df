import { Controller, useFormContext, type FieldPath } from 'react-hook-form'
import { Checkbox, Switch } from '@mantine/core'
import { fieldBinder } from '../../lib/forms'
import type { RenewFormValues } from './renewForm'

/** The renew form's parts reach its fields through the form's context: `bind('userId')`, `control`. */
export function useRenewForm() {
  const form = useFormContext<RenewFormValues>()
  return { ...form, bind: fieldBinder(form.register, form.formState.errors) }
}

/** Styles of a JSON text area. */
export const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

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
