import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { z } from 'zod'
import { blankToUndefined } from './formValues'

/** What a field shows: the typed text, as the address holds it. */
type Texts = Record<string, string>

type Schema<TValues, TOutput> = z.ZodType<TOutput, TValues>

/** How long live filters wait for typing to pause before they apply, in ms. */
export const liveFilterDelay = 300

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
 * The typed filters of a list (search text, ids, amounts, dates): the values are checked by `schema` (the
 * contract's rules; a function of the typed values when one field's rule depends on another) and, when valid,
 * given to `onApply`; a refused value gets its message at its field and nothing is applied, so nothing is sent.
 * They are checked on submit (a form's "Apply filters") or Enter in a field, and, given a `delay`, also once
 * typing pauses for that many ms (live filters, with no button): no request per keystroke. While a message shows,
 * every change is checked again at once; a submit that is refused moves the focus to the first refused field.
 *
 * The fields follow `values` (the URL) when it changes (going back, clearing the filters, applying them), without
 * being drawn again, so the focus stays where it is; live filters are left as typed when it is what they say
 * ("ada " applied as "ada"), as the person may be typing still.
 *
 * The fields are the browser's own (what is typed stays in them) and the hook holds only their messages: a list's
 * filters are drawn with its first rows, and this costs them no form library.
 */
export function useFilterFields<TValues extends Texts, TOutput>({
  schema,
  values,
  onApply,
  delay,
  onEnter,
}: {
  schema: Schema<TValues, TOutput> | ((typed: TValues) => Schema<TValues, TOutput>)
  values: TValues
  onApply: (output: TOutput) => void
  /** Apply once typing pauses this long; without it, only on submit or Enter. */
  delay?: number
  /**
   * Enter in the field `name`, with what the fields say: true when it did something else than apply the filters (a
   * search box that opens the record whose id was typed); nothing is applied then, not even once typing had paused.
   */
  onEnter?: (name: string, typed: TValues) => boolean
}) {
  const form = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [messages, setMessages] = useState<Record<string, string>>({})
  useEffect(() => () => clearTimeout(timer.current), [])
  const schemaFor = (typed: TValues) => (typeof schema === 'function' ? schema(typed) : schema)
  const parse = (typed: TValues) => schemaFor(typed).safeParse(blankToUndefined(typed))

  const given = JSON.stringify(values)
  // The values the fields were last made to follow: at first those they were drawn with, so that the first
  // render checks nothing (a list draws its filters with its first rows).
  const followed = useRef(given)
  useEffect(() => {
    if (given === followed.current) return
    followed.current = given
    const next = JSON.parse(given) as TValues
    const typed = typedIn(form.current, next)
    // Live filters may be typed in still: what reads the same stays as typed. A form applied with its button shows
    // what it applied as the address says it ("90" applied shows "90.00").
    const read = (texts: TValues) => JSON.stringify(delay === undefined ? texts : (parse(texts).data ?? texts))
    if (read(typed) === read(next)) return
    clearTimeout(timer.current)
    for (const name of Object.keys(next)) {
      const input = form.current?.elements.namedItem(name)
      if (input instanceof HTMLInputElement) input.value = next[name]!
    }
    setMessages({})
    // Only the address's values are followed: the schema (or the function that makes it) may be new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [given])

  /** What the fields say now, checked. */
  const parseTyped = () => parse(typedIn(form.current, values))
  const check = (focus: boolean) => {
    const parsed = parseTyped()
    if (parsed.success) {
      setMessages({})
      onApply(parsed.data)
      return
    }
    const refused = fieldMessages(parsed.error)
    setMessages(refused)
    if (focus) firstField(form.current, refused)?.focus()
  }
  /** What the person types (the form's change events; following the URL sends none). */
  const onChange = () => {
    clearTimeout(timer.current)
    if (Object.keys(messages).length) {
      const parsed = parseTyped()
      setMessages(parsed.success ? {} : fieldMessages(parsed.error))
    }
    if (delay !== undefined) timer.current = setTimeout(() => check(false), delay)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current)
    check(true)
  }
  // Enter in a field: the browser submits a form of two fields or more only with a submit button, which live
  // filters have none of; in a form that has one, it is the same as the button.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    clearTimeout(timer.current)
    if (onEnter?.(event.target.name, typedIn(form.current, values))) return
    check(delay === undefined)
  }
  // What a field shows when it is drawn: the address's value, also for a field first drawn after the address changed
  // (the upload history's filters are drawn only once unfolded). Drawn already, the browser leaves a field the
  // person typed in as typed; the effect above writes the address into the fields when it says something else.
  const bind = (name: keyof TValues & string) => ({
    name,
    defaultValue: values[name],
    error: messages[name],
  })
  return { bind, formProps: { ref: form, onChange, onSubmit, onKeyDown, noValidate: true } }
}

/** The props a filter form gives its `<form>`. */
export type FilterFormProps = ReturnType<typeof useFilterFields>['formProps']

/** What the form's fields say now, by name (a field not drawn keeps its value in `values`). */
function typedIn<TValues extends Texts>(form: HTMLFormElement | null, values: TValues): TValues {
  const typed: Texts = {}
  for (const name of Object.keys(values)) {
    const input = form?.elements.namedItem(name)
    typed[name] = input instanceof HTMLInputElement ? input.value : values[name]!
  }
  return typed as TValues
}

/** The first of the form's fields, in its order, that has a message. */
function firstField(form: HTMLFormElement | null, messages: Record<string, string>): HTMLInputElement | undefined {
  return [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name in messages,
  )
}
