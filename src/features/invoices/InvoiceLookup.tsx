import { useNavigate } from '@tanstack/react-router'
import { invoiceSplitPaymentsInput } from '../../api/contract/invoices'
import { IdLookup } from '../../components/IdLookup'
import { BackLink } from '../../components/PageParts'
import { invalidIdPage } from '../../components/RouteStates'

/** The contract's rule for an invoice id. */
export const invoiceIdSchema = invoiceSplitPaymentsInput.shape.invoiceId

/** Open an invoice by its id, checked with the contract's rule first. */
export function InvoiceLookup({ submitLabel = 'Open invoice' }: { submitLabel?: string }) {
  const navigate = useNavigate()
  return (
    <IdLookup
      label="Invoice ID"
      schema={invoiceIdSchema}
      submitLabel={submitLabel}
      onOpen={(invoiceId) => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId } })}
    />
  )
}

/** The page of an address whose invoice id the contract refuses: why, and the lookup. */
export const InvalidInvoiceId = invalidIdPage({
  noun: 'invoice',
  back: <BackLink to="/invoices">Invoices</BackLink>,
  lookup: <InvoiceLookup />,
})
