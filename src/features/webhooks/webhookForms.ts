import { z } from 'zod'
import { webhookEventKinds, webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { numberField } from '../../lib/fields'

/** The events chosen, each once: they replace the endpoint's events, all of them, every time. */
const chosenEvents = webhookUpdateEndpointInput.shape.events.unwrap().transform((events) => [...new Set(events)])

/**
 * The endpoint update form: the contract's request with the id typed as text. The events chosen are
 * always sent, all of them: they replace the endpoint's events, and an empty list subscribes it to none
 * (the real service clears every event when the list is left out, so it never is).
 */
export const endpointFormSchema = webhookUpdateEndpointInput.extend({
  endpointId: numberField(webhookUpdateEndpointInput.shape.endpointId, 'Enter the endpoint id'),
  events: chosenEvents,
})
export type EndpointFormValues = z.input<typeof endpointFormSchema>
export type EndpointFormOutput = z.output<typeof endpointFormSchema>

export const endpointFormDefaults: EndpointFormValues = { endpointId: '', url: '', events: [] }

export const resendFormSchema = webhookResendInput.extend({
  logId: numberField(webhookResendInput.shape.logId, 'Enter the log id'),
})
export type ResendFormValues = z.input<typeof resendFormSchema>
export type ResendFormOutput = z.output<typeof resendFormSchema>

const known = new Set<string>(webhookEventKinds)

/** The chosen events that are not among the known kinds. */
export function unknownEventKinds(events: readonly string[]): string[] {
  return [...new Set(events.map((event) => event.trim()).filter((event) => event && !known.has(event)))]
}
