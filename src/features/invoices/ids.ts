import { invoiceSplitPaymentsInput } from '../../api/contract/invoices'

/** The contract's rule for an invoice id. */
export const invoiceIdSchema = invoiceSplitPaymentsInput.shape.invoiceId
