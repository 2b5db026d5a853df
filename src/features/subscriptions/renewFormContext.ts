import { useFormContext } from 'react-hook-form'
import { fieldBinder } from '../../lib/forms'
import type { RenewFormValues } from './renewForm'

/** The renew form's parts reach its fields through the form's context: `bind('userId')`, `control`. */
export function useRenewForm() {
  const form = useFormContext<RenewFormValues>()
  return { ...form, bind: fieldBinder(form.register, form.formState.errors) }
}

/** Styles of a JSON text area. */
export const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }
