import { describe, expect, it } from 'vitest'
import { isViewOnly } from './api/request'
import type { Endpoint } from './api/contract/core'
import { batchTemplateList, discountList } from './api/contract/extensions/discounts'
import { invoiceList } from './api/contract/extensions/invoices'
import { metricList } from './api/contract/extensions/metrics'
import { planList } from './api/contract/extensions/plans'
import { subscriptionList } from './api/contract/extensions/subscriptions'
import { userList } from './api/contract/extensions/users'
import { productList } from './api/contract/products'
import * as sorting from './api/contract/sorting'
import { discountsSearchSchema, toListInput as toDiscountListInput } from './features/discounts/listSearch'
import { invoicesSearchSchema, toListInput as toInvoiceListInput } from './features/invoices/listSearch'
import { metricsSearchSchema, toMetricListInput } from './features/metrics/listSearch'
import { plansSearchSchema, toPlanListInput } from './features/plans/listSearch'
import { productsSearchSchema, toListInput as toProductListInput } from './features/products/listSearch'
import { subscriptionsSearchSchema, toSubscriptionListInput } from './features/subscriptions/listSearch'
import { customersSearchSchema, toUserListInput } from './features/users/listSearch'

/**
 * A list's view (page, page size, order) is sent without its request schema's check (`view` in the client's
 * call options), because its route has read it by written-out checks: whatever the address holds, the view it
 * gives must be one the schema takes as it is.
 */
interface ListView {
  name: string
  read: (search: Record<string, unknown>) => unknown
  endpoint: Endpoint
}

const view = <S>(
  name: string,
  schema: { parse: (search: Record<string, unknown>) => S },
  toInput: (search: S) => unknown,
  endpoint: Endpoint,
): ListView => ({ name, read: (search) => toInput(schema.parse(search)), endpoint })

const lists: ListView[] = [
  view('products', productsSearchSchema, toProductListInput, productList),
  view('customers', customersSearchSchema, toUserListInput, userList),
  view('invoices', invoicesSearchSchema, toInvoiceListInput, invoiceList),
  view('subscriptions', subscriptionsSearchSchema, toSubscriptionListInput, subscriptionList),
  view('discount codes', discountsSearchSchema, toDiscountListInput, discountList),
  view('batch templates', discountsSearchSchema, toDiscountListInput, batchTemplateList),
  view('plans', plansSearchSchema, toPlanListInput, planList),
  view('metrics', metricsSearchSchema, toMetricListInput, metricList),
]

const allSortFields = Object.values(sorting).flatMap((values) => [...values])
const odd = [undefined, null, '', 'x', '2', true, [], {}, -1, 0.5, Number.NaN, 1e21, 2 ** 53, -0]
const samples: Record<string, unknown>[] = [
  {},
  ...[0, 1, 3, 250, 2 ** 53 - 1, ...odd].map((page) => ({ page })),
  ...[1, 10, 20, 50, 100, 101, 500, 501, 7, ...odd].map((count) => ({ count })),
  ...[...allSortFields, 'bogus', ...odd].map((sortField) => ({ sortField })),
  ...['asc', 'desc', 'ASC', 'up', ...odd].map((sortType) => ({ sortType })),
  { page: 4, count: 50, sortField: 'gmt_modify', sortType: 'asc' },
  { page: '4', count: '50', sortField: 'id', sortType: 'desc' },
]

describe("a list's view read from its address", () => {
  for (const list of lists) {
    it(`is one the ${list.name} list's request schema takes as it is`, () => {
      // The list opened plainly is a view alone: what its first load sends unchecked.
      expect(isViewOnly(list.read({}))).toBe(true)
      for (const search of samples) {
        const input = list.read(search)
        if (!isViewOnly(input)) continue
        const checked = list.endpoint.input.safeParse(input)
        expect(checked.error?.issues, JSON.stringify(search)).toBeUndefined()
        expect(checked.data, JSON.stringify(search)).toEqual(input)
      }
    })
  }
})
