import { useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { Alert, Anchor, Box, Button, Code, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconSend, IconWebhook } from '@tabler/icons-react'
import { webhookResend, webhookUpdateEndpoint } from '../../api/contract/webhooks'
import { getSession } from '../../session/session'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { RecentList } from '../../components/IdLookup'
import { SafeLink } from '../../components/SafeLink'
import { fieldBinder, formResolver } from '../../lib/forms'
import { rememberRecent, useRecent } from '../../lib/recent'
import { useResendDelivery, useUpdateEndpoint } from './queries'
import {
  endpointFormDefaults,
  endpointFormSchema,
  resendFormSchema,
  unknownEventKinds,
  type EndpointFormOutput,
  type EndpointFormValues,
  type ResendFormOutput,
  type ResendFormValues,
} from './webhookForms'
import { CopyCurl } from '../../components/CopyCurl'
import { EventsPicker } from './EventsPicker'
import { ConfirmDialog } from '../../components/ConfirmDialog'

const recentEndpoints = 'webhookEndpoints'

export interface WebhooksSearch {
  endpointId?: number
  logId?: number
}

/** Webhooks: update an endpoint (4.22) and resend a delivery (4.23). */
export function WebhooksPage({ search }: { search: WebhooksSearch }) {
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>Webhooks</Title>
        <Text size="sm" c="dimmed">
          Change where an endpoint receives events and which events it gets, or send a past delivery again. Endpoint and log IDs
          come with each delivery (the webhook log).
        </Text>
      </Stack>
      <EndpointUpdatePanel key={`endpoint-${search.endpointId ?? ''}`} endpointId={search.endpointId} />
      <ResendPanel key={`log-${search.logId ?? ''}`} logId={search.logId} />
    </Stack>
  )
}

function EndpointUpdatePanel({ endpointId }: { endpointId?: number }) {
  const update = useUpdateEndpoint()
  const sending = useRef(false)
  const recent = useRecent(recentEndpoints)
  const [done, setDone] = useState<EndpointFormOutput | null>(null)
  const remembered = endpointId ? recent.find((item) => item.id === String(endpointId)) : undefined
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EndpointFormValues, unknown, EndpointFormOutput>({
    resolver: formResolver(endpointFormSchema),
    defaultValues: { ...endpointFormDefaults, endpointId: endpointId ? String(endpointId) : '', url: remembered?.name ?? '' },
  })
  const bind = fieldBinder(register, errors)
  const events = useWatch({ control, name: 'events' }) ?? []
  const unknown = unknownEventKinds(events)

  // A list with no event unsubscribes the endpoint from everything: asked first.
  const [clearing, setClearing] = useState<EndpointFormOutput | null>(null)

  const send = async (input: EndpointFormOutput) => {
    if (sending.current) return
    sending.current = true
    setDone(null)
    try {
      await update.mutateAsync(input)
      rememberRecent(recentEndpoints, { id: input.endpointId, name: input.url })
      setDone(input)
    } catch {
      // The error is shown from the mutation's state; the input stays.
    } finally {
      sending.current = false
      setClearing(null)
    }
  }
  const submit = (input: EndpointFormOutput) => (input.events.length ? send(input) : setClearing(input))
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  const eventsError = errors.events?.message ?? (Array.isArray(errors.events) ? errors.events.find(Boolean)?.message : undefined)

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="endpoint-heading">
      <Stack gap="md">
        <Group gap="xs">
          <IconWebhook size={20} aria-hidden />
          <Title order={2} size="h3" id="endpoint-heading">
            Update an endpoint
          </Title>
        </Group>
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Update an endpoint">
          <Stack gap="sm">
            <TextInput label="Endpoint ID" withAsterisk inputMode="numeric" autoComplete="off" w={200} {...bind('endpointId')} />
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
              render={({ field: { value, onChange, onBlur, ref, name } }) => (
                <EventsPicker ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} error={eventsError} />
              )}
            />
            {unknown.length ? (
              <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
                <Text size="sm">
                  <strong>Not a known event kind:</strong> {unknown.join(', ')} {unknown.length === 1 ? 'is' : 'are'} not among
                  the known kinds. The service may refuse {unknown.length === 1 ? 'it' : 'them'}; if so, its message appears
                  below.
                </Text>
              </Alert>
            ) : null}
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
              <Text size="sm">
                The events you list <strong>replace</strong> all the events the endpoint is subscribed to now. List every event it
                should keep; with none listed, it receives no events.
              </Text>
            </Alert>
            {update.isError ? <ErrorAlert error={update.error} title="The endpoint was not updated" /> : null}
            <Group>
              <Button type="submit" loading={update.isPending}>
                Update endpoint
              </Button>
            </Group>
          </Stack>
        </Box>
        <div aria-live="polite">
          {done ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              title={`Endpoint ${done.endpointId} updated`}
              role="status"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setDone(null)}
            >
              <Stack gap={4}>
                <Text size="sm" component="div">
                  It now receives events at <SafeLink href={done.url} />.
                </Text>
                <Group>
                  <CopyCurl endpoint={webhookUpdateEndpoint} input={done} />
                </Group>
                {done.events.length ? (
                  <Text size="sm" component="div">
                    Subscribed events, replacing the earlier ones:{' '}
                    {done.events.map((event, index) => (
                      <span key={event}>
                        {index ? ', ' : ''}
                        <Code>{event}</Code>
                      </span>
                    ))}
                  </Text>
                ) : (
                  <Text size="sm">It is subscribed to no events now.</Text>
                )}
              </Stack>
            </Alert>
          ) : null}
        </div>
        <ConfirmDialog
          opened={clearing !== null}
          title={`Unsubscribe endpoint ${clearing?.endpointId ?? ''} from every event?`}
          confirmLabel="Update with no events"
          busy={update.isPending}
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
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/webhooks" search={{ endpointId: Number(item.id) }} />}>
              Endpoint {item.id}: {item.name}
            </Anchor>
          )}
        />
      </Stack>
    </Paper>
  )
}

function ResendPanel({ logId }: { logId?: number }) {
  const resend = useResendDelivery()
  const sending = useRef(false)
  const [outcome, setOutcome] = useState<{ logId: number; sendResult: boolean | null | undefined } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendFormValues, unknown, ResendFormOutput>({
    resolver: formResolver(resendFormSchema),
    defaultValues: { logId: logId ? String(logId) : '' },
  })
  const bind = fieldBinder(register, errors)

  const submit = async (input: ResendFormOutput) => {
    if (sending.current) return
    sending.current = true
    setOutcome(null)
    try {
      const data = await resend.mutateAsync(input)
      setOutcome({ logId: input.logId, sendResult: data.sendResult })
    } catch {
      // Shown from the mutation's state.
    } finally {
      sending.current = false
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="resend-heading">
      <Stack gap="md">
        <Group gap="xs">
          <IconSend size={20} aria-hidden />
          <Title order={2} size="h3" id="resend-heading">
            Resend a delivery
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Sends the payload of a past delivery again, to the endpoint&apos;s current address.
        </Text>
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Resend a delivery">
          <Stack gap="sm">
            <Group align="flex-start" gap="sm">
              <TextInput label="Log ID" withAsterisk inputMode="numeric" autoComplete="off" w={200} {...bind('logId')} />
              <Button type="submit" mt={25} loading={resend.isPending} leftSection={<IconSend size={16} aria-hidden />}>
                Resend
              </Button>
            </Group>
            {resend.isError ? <ErrorAlert error={resend.error} title="The delivery was not resent" /> : null}
          </Stack>
        </Box>
        <div aria-live="polite">
          {outcome ? (
            outcome.sendResult === true ? (
              <Alert
                color="teal"
                variant="light"
                icon={<IconCircleCheck size={18} aria-hidden />}
                title="Sent again"
                role="status"
              >
                <Text size="sm" component="div">
                  The service sent log <CopyValue value={outcome.logId} label="log ID" /> again to its endpoint&apos;s current
                  address. Whether the receiver accepted it is recorded in the endpoint&apos;s delivery log, not in this answer.
                </Text>
                <Group mt="xs">
                  <CopyCurl endpoint={webhookResend} input={{ logId: outcome.logId }} />
                </Group>
              </Alert>
            ) : (
              <Alert color="red" variant="light" icon={<IconCircleX size={18} aria-hidden />} title="Not sent" role="status">
                <Stack gap={4}>
                  <Text size="sm" component="div">
                    The service did not send log <CopyValue value={outcome.logId} label="log ID" /> again
                    {outcome.sendResult == null ? ' (its answer did not say whether it sent it)' : ''}.
                  </Text>
                  <Group>
                    <CopyCurl endpoint={webhookResend} input={{ logId: outcome.logId }} />
                  </Group>
                  <List size="sm">
                    <List.Item>Check that the endpoint&apos;s URL is right and its receiver answers with a 2xx status.</List.Item>
                    {getSession()?.environment.sandbox ? (
                      <List.Item>
                        The sandbox delivers only to loopback addresses (127.0.0.1, localhost, [::1]), never elsewhere.
                      </List.Item>
                    ) : null}
                  </List>
                </Stack>
              </Alert>
            )
          ) : null}
        </div>
      </Stack>
    </Paper>
  )
}
