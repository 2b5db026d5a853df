import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { ComboboxChevron, Input } from '@mantine/core'
import { classNames as join } from './cellClasses'
import own from './PlainFields.module.css'

// Fields at the library's small size, as plain elements drawn as the library draws its inputs (their classes, data
// attributes and, from PlainFields.module.css, their CSS variables), without its components: every list draws its
// order and page size, and some a search or a lookup by id, before its rows.

type Part = 'root' | 'label' | 'description' | 'error' | 'wrapper' | 'input' | 'section'
// The library's text input and native select share its input's classes: read from the input, which every page
// has, not from either component.
const classes = Input.classes as Record<Part, string>
const classesOf = (component: 'TextInput' | 'NativeSelect') => {
  const owner = (part: Part) => (part === 'wrapper' || part === 'input' || part === 'section' ? 'Input' : 'InputWrapper')
  return (part: Part) => join(classes[part], `mantine-${owner(part)}-${part}`, `mantine-${component}-${part}`)
}
const textInput = classesOf('TextInput')
const nativeSelect = classesOf('NativeSelect')

const width = (rem: number) => ({ width: `calc(${rem}rem * var(--mantine-scale))` })

/**
 * A labelled text field, with a `description` under its label and an `error` under it (the field is then
 * marked invalid, and described by both). `width` in rem; the other props go to the input, a form's `register`
 * included (its `ref`).
 */
export function TextField({
  label,
  description,
  error,
  leftSection,
  width: rem,
  ref,
  ...input
}: {
  label: string
  description?: ReactNode
  error?: ReactNode
  leftSection?: ReactNode
  width: number
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'id'>) {
  const id = useId()
  const invalid = error ? true : undefined
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ')
  return (
    <div className={textInput('root')} data-size="sm" data-error={invalid} style={width(rem)}>
      <label className={join(textInput('label'), own.label)} data-size="sm" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {description ? (
        <p className={join(textInput('description'), own.description)} data-size="sm" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <div
        className={join(textInput('wrapper'), own.wrapper, description ? own.described : undefined)}
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-with-left-section={leftSection ? true : undefined}
      >
        {leftSection ? (
          <div data-position="left" className={textInput('section')}>
            {leftSection}
          </div>
        ) : null}
        <input
          ref={ref}
          className={textInput('input')}
          data-variant="default"
          data-error={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
          id={id}
          {...input}
        />
      </div>
      {error ? (
        <p className={join(textInput('error'), own.error)} data-size="sm" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled select of `options` (values, or values with labels). `width` in rem. */
export function SelectField({
  label,
  options,
  value,
  width: rem,
  onChange,
}: {
  label: string
  options: readonly ({ value: string; label: string } | string)[]
  value: string
  width: number
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
  const id = useId()
  return (
    <div className={nativeSelect('root')} data-size="sm" style={width(rem)}>
      <label className={join(nativeSelect('label'), own.label)} data-size="sm" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div
        className={join(nativeSelect('wrapper'), own.wrapper, own.select)}
        data-variant="default"
        data-size="sm"
        data-pointer
        data-with-right-section
      >
        <select className={nativeSelect('input')} data-variant="default" id={id} value={value} onChange={onChange}>
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } =
              typeof option === 'string' ? { value: option, label: option } : option
            return (
              <option key={optionValue} value={optionValue}>
                {optionLabel}
              </option>
            )
          })}
        </select>
        <div data-position="right" className={nativeSelect('section')}>
          <ComboboxChevron size="sm" />
        </div>
      </div>
    </div>
  )
}
