import { Code, Group, Stack, Text } from '@mantine/core'
import { webhookUpdateEndpoint } from '../../api/contract/webhooks'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { Notice } from '../../components/PageParts'
import { SafeLink } from '../../components/SafeLink'
import type { EndpointFormOutput } from './webhookForms'

/** What an update did: the endpoint's new address and the events that replaced the earlier ones. */
export function EndpointUpdated({ update, onClose }: { update: EndpointFormOutput; onClose: () => void }) {
  return (
    <Notice title={`Endpoint ${update.endpointId} updated`} onClose={onClose}>
      <Stack gap={4}>
        <Text size="sm" component="div">
          It now receives events at <SafeLink href={update.url} />.
        </Text>
        <Group>
          <CopyCallCurl endpoint={webhookUpdateEndpoint} input={update} />
        </Group>
        {update.events.length ? (
          <Text size="sm" component="div">
            Subscribed events, replacing the earlier ones:{' '}
            {update.events.map((event, index) => (
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
    </Notice>
  )
}
