import { useId, type ChangeEvent, type ReactNode } from 'react'
import { ComboboxChevron, Group, Loader, NativeSelect } from '@mantine/core'
import type { sortTypes } from '../api/contract/products'
import { pageSizes } from '../lib/listSearch'
import { classNames as join } from './cellClasses'
import own from './ListOrder.module.css'

type SortType = (typeof sortTypes)[number]
type Change<F extends string> = { sortField?: F; sortType?: SortType; count?: number }

const directions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]
// A list that offers no sort field is in the order of creation.
const ages = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
]

const select = NativeSelect.classes as Record<'root' | 'label' | 'wrapper' | 'input' | 'section', string>
const part = (name: keyof typeof select) =>
  join(
    select[name],
    `mantine-${name === 'root' || name === 'label' ? 'InputWrapper' : 'Input'}-${name}`,
    `mantine-NativeSelect-${name}`,
  )

/**
 * A labelled select at the library's small size, drawn as the library draws its native select (its classes, data
 * attributes and, from ListOrder.module.css, its CSS variables) without its components: every list draws three.
 * `width` in rem.
 */
export function OrderSelect({
  label,
  options,
  value,
  width,
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
    <div className={part('root')} data-size="sm" style={{ width: `calc(${width}rem * var(--mantine-scale))` }}>
      <label className={join(part('label'), own.label)} data-size="sm" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div
        className={join(part('wrapper'), own.wrapper)}
        data-variant="default"
        data-size="sm"
        data-pointer
        data-with-right-section
      >
        <select className={part('input')} data-variant="default" id={id} value={value} onChange={onChange}>
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
        <div data-position="right" className={part('section')}>
          <ComboboxChevron size="sm" />
        </div>
      </div>
    </div>
  )
}

/**
 * A list's order and page size: the sort field (one the service allows; none offered is the order of
 * creation), the direction (none given is a fixed order) and the rows per page, each change given to
 * `onChange` (the caller goes back to the first page); a spinner while a new page loads. `children` are a
 * list's own view controls, put first.
 */
export function ListOrder<F extends string>({
  fields,
  sortField,
  sortType,
  count,
  refreshing,
  onChange,
  children,
}: {
  fields?: readonly { value: F; label: string }[]
  sortField?: F
  sortType?: SortType
  count: number
  refreshing: boolean
  onChange: (patch: Change<F>) => void
  children?: ReactNode
}) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {children}
      {fields && sortField !== undefined ? (
        <OrderSelect
          label="Sort by"
          options={fields}
          value={sortField}
          onChange={(event) => {
            const field = fields.find((option) => option.value === event.currentTarget.value)
            if (field) onChange({ sortField: field.value })
          }}
          width={11.25}
        />
      ) : null}
      {sortType !== undefined ? (
        <OrderSelect
          label="Order"
          options={fields ? directions : ages}
          value={sortType}
          onChange={(event) => {
            const value = event.currentTarget.value
            if (value === 'asc' || value === 'desc') onChange({ sortType: value })
          }}
          width={9.375}
        />
      ) : null}
      <OrderSelect
        label="Rows per page"
        options={pageSizes.map((size) => String(size))}
        value={String(count)}
        onChange={(event) => onChange({ count: Number(event.currentTarget.value) })}
        width={8.125}
      />
      {refreshing ? <Loader size="sm" aria-label="Refreshing" /> : null}
    </Group>
  )
}
