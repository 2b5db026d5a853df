import { codeLabel, type CodeKind } from '../api/contract/codes'
import { Badge } from '@mantine/core'

/** Colours by meaning, per kind; anything not listed is grey. */
const colours: Partial<Record<CodeKind, Record<number, string>>> = {
  subscriptionStatus: { 1: 'yellow', 2: 'teal', 4: 'gray', 5: 'gray', 7: 'orange' },
  invoiceStatus: { 1: 'yellow', 3: 'teal', 5: 'gray' },
  paymentStatus: { 10: 'yellow', 20: 'teal', 30: 'red', 40: 'gray' },
  discountStatus: { 1: 'yellow', 2: 'teal', 3: 'gray', 4: 'gray' },
  planStatus: { 1: 'yellow', 2: 'teal', 3: 'gray' },
  productStatus: { 1: 'teal', 2: 'gray' },
}

/** An integer code with its label from the contract's one table: "2 · active". */
export function CodeBadge({ kind, value }: { kind: CodeKind; value: number | null | undefined }) {
  const colour = value == null ? 'gray' : (colours[kind]?.[value] ?? 'gray')
  return (
    <Badge variant="light" color={colour} tt="none">
      {codeLabel(kind, value)}
    </Badge>
  )
}
