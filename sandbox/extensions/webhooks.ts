import { webhookEndpointList, webhookEndpointLogList } from '../../src/api/contract/extensions/webhooks'
import type { SandboxWebhookLog } from '../handlers/webhooks'
import { defineArea, handle } from '../registry'
import { webhookEndpointBean, webhookLogBean } from './beans'
import { orderBy, own, ownedBy, pageOf, readListRequest } from './listing'

/**
 * Webhooks: the endpoint list and the delivery log list (list-endpoints.md §3.10).
 *
 * - The endpoint list has no paging and no total; endpoints come in the order they were created.
 * - The log list needs the endpoint's id; an unknown endpoint, or another merchant's, gives an empty
 *   list. Newest (highest id) first, resends included (they are deliveries too).
 */

export default defineArea({
  area: 'webhook lists',
  handlers: [
    handle(webhookEndpointList, ({ store }) => ({
      endpointList: store.webhookEndpoints.all().filter(ownedBy(store)).map(webhookEndpointBean),
    })),

    handle(
      webhookEndpointLogList,
      ({ input, store }) => {
        const endpoint = own(store, store.webhookEndpoints.get(input.endpointId))
        if (!endpoint) return { endpointLogList: [], total: 0 }
        const newest = store.webhookLogs.sorted(
          'extension:id:desc',
          orderBy((log) => log.id, 'desc'),
        )
        const matching = newest.filter((log) => log.endpointId === endpoint.id && log.merchantId === store.merchantId)
        return {
          endpointLogList: pageOf(matching, input.page, input.count).map((log) => webhookLogBean(log as SandboxWebhookLog)),
          total: matching.length,
        }
      },
      { prepare: readListRequest(undefined, () => ({ endpointLogList: [], total: 0 })) },
    ),
  ],
})
