import type { Endpoint, HttpMethod } from '../src/api/contract/core'

/**
 * The methods the real service routes for a path. Its route tags say `get,post` for several calls where the contract
 * names one method (real-service.md B3, B5, B6, B8, B9; list-endpoints.md §2 and §4; operations.md §3.6): the real
 * dialect answers both there. Anywhere else, and in the spec dialect, only the contract's method is routed.
 */
const getAndPost = new Set([
  '/merchant/product/list',
  '/merchant/invoice/split_payments',
  '/merchant/session/customer_portal_url',
  '/merchant/discount/batch/template/detail',
  '/merchant/discount/batch/children/detail',
  '/merchant/user/list',
  '/merchant/user/search',
  '/merchant/subscription/list',
  '/merchant/subscription/detail',
  '/merchant/invoice/list',
  '/merchant/invoice/detail',
  '/merchant/discount/detail',
  '/merchant/plan/list',
  '/merchant/plan/detail',
  '/merchant/metric/list',
  '/merchant/payment/timeline/list',
])

/** The methods the real service routes for the endpoint's path. */
export function routedMethods(endpoint: Pick<Endpoint, 'path' | 'method'>): readonly HttpMethod[] {
  return getAndPost.has(endpoint.path) ? ['GET', 'POST'] : [endpoint.method]
}
