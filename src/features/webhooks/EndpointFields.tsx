import { Controller, useWatch, type Control } from 'react-hook-form'
import { Alert, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import type { FieldBinder } from '../../lib/forms'
import { EventsPicker } from './EventsPicker'
import { unknownEventKinds, type EndpointFormOutput, type EndpointFormValues } from './webhookForms'

/**
 * An endpoint's address and events, as both update forms ask them: the events chosen replace all the
 * endpoint's events, which the form says; a name that is not a known kind is pointed out.
 */
export function EndpointFields({
  control,
  bind,
}: {
  control: Control<EndpointFormValues, unknown, EndpointFormOutput>
  bind: FieldBinder<EndpointFormValues>
}) {
  const events = useWatch({ control, name: 'events' })
  const unknown = unknownEventKinds(events ?? [])
  return (
    <>
      <TextInput
        label="Endpoint URL"
        withAsterisk
        placeholder="https://"
        description="An http or https address that receives the events."
        autoComplete="off"
        {...bind('url')}
      />
      <Controller
        control={control}
        name="events"
        render={({ field: { value, onChange, onBlur, ref, name }, fieldState }) => (
          <EventsPicker
            ref={ref}
            name={name}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            error={fieldState.error?.message ?? firstMessage(fieldState.error)}
          />
        )}
      />
      {unknown.length ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
          <Text size="sm">
            <strong>Not a known event kind:</strong> {unknown.join(', ')} {unknown.length === 1 ? 'is' : 'are'} not among the
            known kinds. The service may refuse {unknown.length === 1 ? 'it' : 'them'}; if so, its message appears below.
          </Text>
        </Alert>
      ) : null}
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        <Text size="sm">
          The events you list <strong>replace</strong> all the events the endpoint is subscribed to now. List every event it
          should keep; with none listed, it receives no events.
        </Text>
      </Alert>
    </>
  )
}

/** The message of the first refused event, when the list's own message is absent. */
function firstMessage(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined
  const first: unknown = error.find(Boolean)
  return (first as { message?: string } | undefined)?.message
}
