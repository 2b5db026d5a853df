import type { ErrorComponentProps } from '@tanstack/react-router'
import { useNavigate } from '@tanstack/react-router'
import { invoiceIdSchema } from './ids'
import { IdLookup } from '../../components/IdLookup'
import { BackLink } from '../../components/PageParts'
import { InvalidIdPage } from '../../components/RouteStates'

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
export function InvalidInvoiceId(props: ErrorComponentProps) {
  return (
    <InvalidIdPage {...props} noun="invoice" back={<BackLink to="/invoices">Invoices</BackLink>} lookup={<InvoiceLookup />} />
  )
}
