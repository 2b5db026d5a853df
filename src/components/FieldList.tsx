import { isValidElement, type ReactNode } from 'react'
import { CopyValue } from './CopyValue'
import { Field } from './Field'
import { FieldGrid } from './PageParts'
import { TextValue } from './Values'

/** One read-only field of a record: its label, and its value (text and numbers are shown as they are). */
export type FieldSpec<T> = readonly [label: string, value: (record: T) => ReactNode]

/** The fields of a record, labelled, side by side; an empty text or number shows as "not set". */
export function FieldList<T>({ record, fields }: { record: T; fields: readonly FieldSpec<T>[] }) {
  return (
    <FieldGrid>
      {fields.map(([label, value]) => {
        const shown = value(record)
        return (
          <Field key={label} label={label}>
            {isValidElement(shown) ? (
              shown
            ) : (
              <TextValue value={typeof shown === 'number' ? shown : typeof shown === 'string' ? shown : null} />
            )}
          </Field>
        )
      })}
    </FieldGrid>
  )
}

/** A value to copy (an id, an e-mail), or "not set". */
export function CopyOrNotSet({
  value,
  label,
  mono,
}: {
  value: string | number | null | undefined
  label: string
  mono?: boolean
}) {
  return value === null || value === undefined || value === '' ? (
    <TextValue value="" />
  ) : (
    <CopyValue value={value} label={label} mono={mono} />
  )
}
