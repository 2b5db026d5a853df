import { useEffect, useRef, type FormEvent } from 'react'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { blankToUndefined } from './formValues'
import { useContractForm } from './useContractForm'

/**
 * The typed filters of a list (search text, ids, dates) that apply as the person types: once typing
 * pauses for `delay` ms (or at once on Enter), the values are checked by `schema` (the contract's rules)
 * and, when valid, given to `onApply`; a refused value gets its message at its field and nothing is
 * applied, so nothing is sent. No request per keystroke.
 *
 * The fields follow `values` (the URL) when it changes to something else than what they say (going back,
 * clearing the filters), and are left as typed when it is what they say ("ada " applied as "ada").
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
  const { bind, ...form } = useContractForm<TValues, TOutput>(schema, {
    defaultValues: values as DefaultValues<TValues>,
    // The person is typing: the message shows at the field, the focus stays where it is.
    shouldFocusError: false,
  })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const { getValues, reset } = form
  const given = JSON.stringify(values)
  useEffect(() => {
    const read = (text: unknown) => JSON.stringify(schema.safeParse(blankToUndefined(text)).data ?? text)
    const next = JSON.parse(given) as TValues
    if (read(getValues()) === read(next)) return
    clearTimeout(timer.current)
    reset(next)
  }, [given, schema, getValues, reset])

  const check = form.handleSubmit(onApply)
  /** What the person types (the form's change events; following the URL sends none). */
  const onChange = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void check(), delay)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current)
    void check(event)
  }
  return { form, bind, formProps: { onChange, onSubmit, noValidate: true } }
}
