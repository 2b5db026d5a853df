import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  webhookEndpointList,
  webhookEndpointLogList,
  type WebhookEndpointLogListInput,
} from '../../api/contract/extensions/webhooks'
import {
  webhookResend,
  webhookUpdateEndpoint,
  type WebhookResendInput,
  type WebhookUpdateEndpointInput,
} from '../../api/contract/webhooks'

export const webhookQueries = {
  all: ['webhooks'] as const,
  /** Every endpoint at once: the service neither pages nor counts them. */
  endpoints: () =>
    queryOptions({
      queryKey: [...webhookQueries.all, 'endpoints'],
      queryFn: ({ signal }) => call(webhookEndpointList, {}, { signal }),
    }),
  logLists: () => [...webhookQueries.all, 'logs'] as const,
  logs: (params: WebhookEndpointLogListInput) =>
    queryOptions({
      queryKey: [...webhookQueries.logLists(), params],
      queryFn: ({ signal }) => call(webhookEndpointLogList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Replaces an endpoint's address and events; the endpoint list then shows them. */
export function useUpdateEndpoint() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: WebhookUpdateEndpointInput) => call(webhookUpdateEndpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.endpoints().queryKey }),
  })
}

/** Sends a delivery again; the service records the attempt as a new delivery, so the logs are refreshed. */
export function useResendDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: WebhookResendInput) => call(webhookResend, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.logLists() }),
  })
}
