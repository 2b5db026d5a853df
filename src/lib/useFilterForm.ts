import type { FormEvent } from 'react'
import { useForm, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { fieldBinder, formResolver } from './forms'

type Schema<TValues, TOutput> = z.ZodType<TOutput, TValues>

/**
 * The typed filters of a list that apply together (a `FilterForm`: "Apply filters" or Enter): the fields
 * follow `values` (the URL) without being re-created, so the focus stays where it is when filters apply;
 * on submit they are checked by `schema` (the contract's rules; a function of the typed values when one
 * field's rule depends on another) and, when valid, given to `onApply`. A refused value gets its message at
 * its field and nothing is applied.
 */
export function useFilterForm<TValues extends FieldValues, TOutput>({
  schema,
  values,
  onApply,
}: {
  schema: Schema<TValues, TOutput> | ((values: TValues) => Schema<TValues, TOutput>)
  values: TValues
  onApply: (output: TOutput) => void
}) {
  const { register, handleSubmit, formState } = useForm<TValues, unknown, TOutput>({
    resolver: (typed, context, options) =>
      formResolver<TValues, TOutput>(typeof schema === 'function' ? schema(typed) : schema)(typed, context, options),
    values,
  })
  return {
    bind: fieldBinder(register, formState.errors),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(onApply)(event),
  }
}
