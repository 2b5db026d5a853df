import { codeTitle, codeWord, isKnownCode, type CodeKind } from '../api/contract/codes'
import { Badge } from '@mantine/core'

/** Colours by meaning, per kind; anything not listed is grey. */
const colours: Partial<Record<CodeKind, Record<number, string>>> = {
  subscriptionStatus: { 1: 'yellow', 2: 'teal', 4: 'gray', 5: 'gray', 6: 'orange', 7: 'orange', 9: 'red' },
  invoiceStatus: { 1: 'yellow', 2: 'blue', 3: 'teal', 4: 'red', 5: 'gray', 6: 'orange' },
  paymentStatus: { 10: 'yellow', 20: 'teal', 30: 'red', 40: 'gray' },
  discountStatus: { 1: 'yellow', 2: 'teal', 3: 'gray', 4: 'gray' },
  planStatus: { 1: 'yellow', 2: 'teal', 3: 'gray' },
  productStatus: { 1: 'teal', 2: 'gray' },
  accountStatus: { 0: 'teal', 2: 'orange' },
}

/**
 * An integer code as its word from the contract's one table ("Active"), coloured by what it means; the number on
 * hover. An unknown value shows its number, marked as unknown, in an outlined badge.
 */
export function CodeBadge({ kind, value }: { kind: CodeKind; value: number | null | undefined }) {
  const known = isKnownCode(kind, value)
  const colour = value == null ? 'gray' : (colours[kind]?.[value] ?? 'gray')
  return (
    <Badge variant={known || value == null ? 'light' : 'outline'} color={colour} tt="none" title={codeTitle(kind, value)}>
      {codeWord(kind, value)}
    </Badge>
  )
}
