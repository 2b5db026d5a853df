import { z } from 'zod'
import { positiveInt } from '../../api/contract/core'
import { webhookEventKinds, webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'

/** An id typed as text, checked with the contract's rule for it. */
export const idText = (label: string) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}` })
    .trim()
    .regex(/^-?\d+$/, { error: `${label} must be a whole number` })
    .transform(Number)
    .pipe(positiveInt(label))

export interface EndpointFormValues {
  endpointId: string
  url: string
  events: string[]
}

export const endpointFormDefaults: EndpointFormValues = { endpointId: '', url: '', events: [] }

/**
 * The endpoint update form: the contract's request with the id typed as text. The events chosen are
 * always sent, all of them: they replace the endpoint's events, and an empty list subscribes it to none
 * (the real service clears every event when the list is left out, so it never is).
 */
export const endpointFormSchema = webhookUpdateEndpointInput.extend({
  endpointId: idText('Endpoint id'),
  url: webhookUpdateEndpointInput.shape.url,
  events: webhookUpdateEndpointInput.shape.events.unwrap().transform((events) => [...new Set(events)]),
})
export type EndpointFormOutput = z.output<typeof endpointFormSchema>

export interface ResendFormValues {
  logId: string
}

export const resendFormSchema = webhookResendInput.extend({ logId: idText('Log id') })
export type ResendFormOutput = z.output<typeof resendFormSchema>

const known = new Set<string>(webhookEventKinds)

/** The chosen events that are not among the known kinds. */
export function unknownEventKinds(events: readonly string[]): string[] {
  return [...new Set(events.map((event) => event.trim()).filter((event) => event && !known.has(event)))]
}
