import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Anchor, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconWebhook } from '@tabler/icons-react'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorAlert } from '../../components/ErrorAlert'
import { RecentList } from '../../components/IdLookup'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { rememberRecent, useRecent } from '../../lib/recent'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { EndpointFields } from './EndpointFields'
import { EndpointUpdated } from './EndpointUpdated'
import { useUpdateEndpoint } from './queries'
import { useContractForm } from '../../lib/useContractForm'
import { endpointFormDefaults, endpointFormSchema, type EndpointFormOutput, type EndpointFormValues } from './webhookForms'

const recentEndpoints = 'webhookEndpoints'

/** Update an endpoint by its ID (4.22): its address, and the events that replace its current ones. */
export function EndpointUpdatePanel({ endpointId }: { endpointId?: number }) {
  const update = useUpdateEndpoint()
  const recent = useRecent(recentEndpoints)
  const [done, setDone] = useState<EndpointFormOutput | null>(null)
  // A list with no event unsubscribes the endpoint from everything: asked first.
  const [clearing, setClearing] = useState<EndpointFormOutput | null>(null)
  const remembered = endpointId ? recent.find((item) => item.id === String(endpointId)) : undefined
  const { control, handleSubmit, bind } = useContractForm<EndpointFormValues, EndpointFormOutput>(endpointFormSchema, {
    defaultValues: { ...endpointFormDefaults, endpointId: endpointId ? String(endpointId) : '', url: remembered?.name ?? '' },
  })

  const [send, running] = useSubmitOnce(async (input: EndpointFormOutput) => {
    setDone(null)
    try {
      await update.mutateAsync(input)
      rememberRecent(recentEndpoints, { id: input.endpointId, name: input.url })
      setDone(input)
    } finally {
      setClearing(null)
    }
  })
  const submit = (input: EndpointFormOutput) => (input.events.length ? send(input) : setClearing(input))
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Section title="Update an endpoint" icon={<IconWebhook size={20} aria-hidden />}>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Update an endpoint">
        <Stack gap="sm">
          <TextInput label="Endpoint ID" withAsterisk w={200} {...wholeNumberInput} {...bind('endpointId')} />
          <EndpointFields control={control} bind={bind} />
          {update.isError ? <ErrorAlert error={update.error} title="The endpoint was not updated" /> : null}
          <Group>
            <Button type="submit" loading={running}>
              Update endpoint
            </Button>
          </Group>
        </Stack>
      </Box>
      <div aria-live="polite">{done ? <EndpointUpdated update={done} onClose={() => setDone(null)} /> : null}</div>
      <ConfirmDialog
        opened={clearing !== null}
        title={`Unsubscribe endpoint ${clearing?.endpointId ?? ''} from every event?`}
        confirmLabel="Update with no events"
        busy={running}
        onConfirm={() => clearing && void send(clearing)}
        onCancel={() => setClearing(null)}
      >
        <Text size="sm">
          No event is listed, so the endpoint will receive no events at all: every event it is subscribed to now is removed.
        </Text>
      </ConfirmDialog>
      <RecentList
        title="Endpoints updated on this device"
        items={recent}
        empty="None yet. Endpoints you update appear here, to change them again."
        renderLink={(item) => (
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/webhooks/by-id" search={{ endpointId: Number(item.id) }} />}
          >
            Endpoint {item.id}: {item.name}
          </Anchor>
        )}
      />
    </Section>
  )
}
