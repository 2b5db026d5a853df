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

const chevronClass = join(
  (ComboboxChevron.classes as Record<'chevron', string>).chevron,
  'mantine-ComboboxChevron-chevron',
  own.chevron,
)

/** The library's chevron of a select at the small size: its classes and path, its size from a rule of ours. */
function Chevron() {
  return (
    <svg
      className={chevronClass}
      data-combobox-chevron="true"
      data-size="sm"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  )
}

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
          <Chevron />
        </div>
      </div>
    </div>
  )
}
