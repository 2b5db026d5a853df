import type { ReactNode } from 'react'
import { breakWordText, dimmedText } from './cellClasses'

/** Secondary text within a value, "not set" by default. A plain element: tables show many. */
export function Dimmed({ children = 'not set' }: { children?: ReactNode }) {
  return <span className={dimmedText}>{children}</span>
}

/** A text or number from the API as it is (React escapes it), or "not set" when empty. */
export function TextValue({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return <Dimmed />
  return <span className={breakWordText}>{value}</span>
}

/** Yes / No for a boolean of the API, "not set" when absent. */
export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean | null | undefined; yes?: ReactNode; no?: ReactNode }) {
  if (value === null || value === undefined) return <Dimmed />
  return <>{value ? yes : no}</>
}
