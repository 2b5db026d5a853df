import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'
import { fieldBinder, formResolver } from './forms'

/**
 * A form checked by a schema of the contract before anything is sent (`formResolver`): react-hook-form's
 * form, and `bind(name)` for each Mantine input (registers it, shows its error under it).
 */
export function useContractForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> = {},
) {
  const form = useForm<TValues, unknown, TOutput>({ ...options, resolver: formResolver(schema) })
  return { ...form, bind: fieldBinder(form.register, form.formState.errors) }
}
