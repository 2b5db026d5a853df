import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { typedId } from './ids'

/** What a number typed in a list's search opens: the list's own records when their ids are numbers, else a customer. */
export type NumberOpens = 'customer' | 'discount code' | 'batch template'

/**
 * How a list's search box opens a record by its id, as the command palette does: `in_…` an invoice, `sub_…` a
 * subscription, a number the record `numberOpens` says. `opens` names what a text would open ("customer 12"), or
 * null for search text; `open` goes there and says whether it did.
 */
export function useOpenTypedId(numberOpens: NumberOpens) {
  const navigate = useNavigate()
  const opens = useCallback(
    (text: string): string | null => {
      const id = typedId(text)
      if (!id) return null
      return id.kind === 'number' ? `${numberOpens} ${id.id}` : `${id.kind} ${id.id}`
    },
    [numberOpens],
  )
  const open = useCallback(
    (text: string): boolean => {
      const id = typedId(text)
      if (!id) return false
      if (id.kind !== 'number') {
        if (id.kind === 'invoice') void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: id.id } })
        else void navigate({ to: '/subscriptions/$subscriptionId', params: { subscriptionId: id.id } })
      } else if (numberOpens === 'discount code') void navigate({ to: '/discounts/codes/$codeId', params: { codeId: id.id } })
      else if (numberOpens === 'batch template')
        void navigate({ to: '/discounts/templates/$templateId', params: { templateId: id.id } })
      else void navigate({ to: '/users/$userId', params: { userId: id.id } })
      return true
    },
    [navigate, numberOpens],
  )
  return { opens, open }
}
