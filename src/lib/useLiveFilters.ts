import { useEffect, useRef, type FormEvent } from 'react'
import { useForm, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { fieldBinder, formResolver } from './forms'

/**
 * The typed filters of a list (search text, ids, dates) that apply as the person types: once typing
 * pauses for `delay` ms (or at once on Enter), the values are checked by `schema` (the contract's rules)
 * and, when valid, given to `onApply`; a refused value gets its message at its field and nothing is
 * applied, so nothing is sent. No request per keystroke. The fields follow `values` (the URL), keeping
 * what the person is typing.
 */
export function useLiveFilters<TValues extends FieldValues, TOutput>({
  schema,
  values,
  onApply,
  delay = 300,
}: {
  schema: z.ZodType<TOutput, TValues>
  values: TValues
  onApply: (output: TOutput) => void
  delay?: number
}) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: formResolver(schema),
    values,
    resetOptions: { keepDirtyValues: true },
    // The person is typing: the message shows at the field, the focus stays where it is.
    shouldFocusError: false,
  })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const check = form.handleSubmit(onApply)

  /** What the person types (the form's change events; the fields following the URL send none). */
  const onChange = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void check(), delay)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current)
    void check(event)
  }
  return { form, bind: fieldBinder(form.register, form.formState.errors), formProps: { onChange, onSubmit, noValidate: true } }
}
