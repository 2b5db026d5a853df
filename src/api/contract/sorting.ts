/**
 * The sort fields each list call takes, and the directions (`list-endpoints.md` §1). Plain values, apart from
 * the schemas that check them: a list page's search params read them before the contract is loaded.
 */

export const sortTypes = ['asc', 'desc'] as const

export const productSortFields = ['id', 'create_time', 'gmt_modify'] as const

export const userSortFields = [
  'user_id',
  'gmt_create',
  'email',
  'user_name',
  'subscription_name',
  'subscription_status',
  'payment_method',
  'recurring_amount',
  'billing_type',
] as const

export const subscriptionSortFields = ['gmt_create', 'gmt_modify'] as const

export const discountSortFields = ['gmt_create', 'gmt_modify'] as const

export const planSortFields = ['plan_name', 'gmt_create', 'gmt_modify'] as const

export const metricSortFields = ['gmt_create'] as const

export const invoiceSortFields = ['invoice_id', 'gmt_create', 'gmt_modify', 'period_end', 'total_amount'] as const

/** The credit notes list sorts as the invoice list does. */
export const creditNoteSortFields = invoiceSortFields

export const paymentTimelineSortFields = ['merchant_id', 'gmt_create', 'gmt_modify', 'user_id'] as const

/** The billing periods of subscriptions (`operations.md` §3.6 item 1). */
export const subscriptionTimelineSortFields = ['gmt_create', 'gmt_modify'] as const
