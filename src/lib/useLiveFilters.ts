import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { z } from 'zod'
import { blankToUndefined } from './formValues'

/** What a field shows: the typed text, as the address holds it. */
type Texts = Record<string, string>

/** The message of each field a schema refuses, by the field's name: the first issue of each, as forms show them. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.join('.')
    messages[name] ??= issue.message
  }
  return messages
}

/**
 * The typed filters of a list (search text, ids, dates) that apply as the person types: once typing
 * pauses for `delay` ms (or at once on Enter in a field), the values are checked by `schema` (the contract's rules)
 * and, when valid, given to `onApply`; a refused value gets its message at its field and nothing is
 * applied, so nothing is sent. No request per keystroke. While a message shows, every change is checked
 * again at once.
 *
 * The fields follow `values` (the URL) when it changes to something else than what they say (going back,
 * clearing the filters), and are left as typed when it is what they say ("ada " applied as "ada").
 *
 * The fields are the browser's own (what is typed stays in them) and the hook holds only their messages: the
 * customers list draws its search with its first rows, where the form library's form was the only one of any
 * list's first render.
 */
export function useLiveFilters<TValues extends Texts, TOutput>({
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
  const form = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [messages, setMessages] = useState<Record<string, string>>({})
  const [initial] = useState(values)
  useEffect(() => () => clearTimeout(timer.current), [])

  const given = JSON.stringify(values)
  // The values the fields were last made to follow: at first those they were drawn with, so that the first
  // render checks nothing (the customers list draws its search with its first rows).
  const followed = useRef(given)
  useEffect(() => {
    if (given === followed.current) return
    followed.current = given
    const next = JSON.parse(given) as TValues
    const typed = typedIn(form.current, next)
    const read = (texts: Texts) => JSON.stringify(schema.safeParse(blankToUndefined(texts)).data ?? texts)
    if (read(typed) === read(next)) return
    clearTimeout(timer.current)
    for (const name of Object.keys(next)) {
      const input = form.current?.elements.namedItem(name)
      if (input instanceof HTMLInputElement) input.value = next[name]!
    }
    setMessages({})
  }, [given, schema])

  const parse = () => schema.safeParse(blankToUndefined(typedIn(form.current, values)))
  const check = () => {
    const parsed = parse()
    if (!parsed.success) return setMessages(fieldMessages(parsed.error))
    setMessages({})
    onApply(parsed.data)
  }
  /** What the person types (the form's change events; following the URL sends none). */
  const onChange = () => {
    clearTimeout(timer.current)
    if (Object.keys(messages).length) {
      const parsed = parse()
      setMessages(parsed.success ? {} : fieldMessages(parsed.error))
    }
    timer.current = setTimeout(check, delay)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current)
    check()
  }
  // Enter in a field: the browser submits a form of two fields or more only with a submit button, which these
  // forms have none of.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    clearTimeout(timer.current)
    check()
  }
  const bind = (name: keyof TValues & string) => ({
    name,
    defaultValue: initial[name],
    error: messages[name],
  })
  return { bind, formProps: { ref: form, onChange, onSubmit, onKeyDown, noValidate: true } }
}

/** What the form's fields say now, by name (a field not drawn keeps its value in `values`). */
function typedIn<TValues extends Texts>(form: HTMLFormElement | null, values: TValues): TValues {
  const typed: Texts = {}
  for (const name of Object.keys(values)) {
    const input = form?.elements.namedItem(name)
    typed[name] = input instanceof HTMLInputElement ? input.value : values[name]!
  }
  return typed as TValues
}
