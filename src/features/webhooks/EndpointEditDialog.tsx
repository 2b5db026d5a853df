import { Box, Stack } from '@mantine/core'
import type { WebhookEndpoint } from '../../api/contract/extensions/webhooks'
import { DialogFrame } from '../../components/DialogFrame'
import { FormFooter } from '../../components/FormFooter'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { EndpointFields } from './EndpointFields'
import { useUpdateEndpoint } from './queries'
import { useContractForm } from '../../lib/useContractForm'
import { endpointFormSchema, type EndpointFormOutput, type EndpointFormValues } from './webhookForms'

/**
 * Edit an endpoint of the list: its address and events, prefilled with what the service has now. Saving
 * sends the whole list of events shown, which replaces the endpoint's; once the list shows the change,
 * the dialog closes and `onSaved` says what was sent.
 */
export function EndpointEditDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint: WebhookEndpoint | null
  onClose: () => void
  onSaved: (update: EndpointFormOutput) => void
}) {
  return (
    <DialogFrame opened={endpoint !== null} onClose={onClose} title={`Edit endpoint ${endpoint?.id ?? ''}`}>
      {endpoint ? <EditForm key={endpoint.id} endpoint={endpoint} onClose={onClose} onSaved={onSaved} /> : null}
    </DialogFrame>
  )
}

function EditForm({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint: WebhookEndpoint
  onClose: () => void
  onSaved: (update: EndpointFormOutput) => void
}) {
  const update = useUpdateEndpoint()
  const { control, handleSubmit, bind } = useContractForm<EndpointFormValues, EndpointFormOutput>(endpointFormSchema, {
    defaultValues: {
      endpointId: String(endpoint.id ?? ''),
      url: endpoint.webhookUrl ?? '',
      events: endpoint.webhookEvents ?? [],
    },
  })
  const [save, running] = useSubmitOnce(async (input: EndpointFormOutput) => {
    await update.mutateAsync(input)
    onSaved(input)
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(save)(event)

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={`Edit endpoint ${endpoint.id ?? ''}`}>
      <Stack gap="sm">
        <EndpointFields control={control} bind={bind} />
        <FormFooter
          write={update}
          failedTitle="The endpoint was not updated"
          onCancel={onClose}
          submitLabel="Save endpoint"
          sending={running}
        />
      </Stack>
    </Box>
  )
}
