import { invoiceSplitPaymentsInput } from '../../api/contract/invoices'
import { lazySchema } from '../../api/contract/core'

/** The contract's rule for an invoice id. */
export const invoiceIdSchema = lazySchema(() => invoiceSplitPaymentsInput.shape.invoiceId)
