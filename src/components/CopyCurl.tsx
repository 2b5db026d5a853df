import { Button, CopyButton } from '@mantine/core'
import { IconCheck, IconTerminal2 } from '@tabler/icons-react'
import { getActiveClient } from '../api/client'
import type { Endpoint } from '../api/contract/core'
import { curlFromRequest, toCurl } from '../api/curl'
import type { RequestDescription } from '../api/errors'

/**
 * "Copy as cURL": the exact request, with the API key left to the shell as $API_KEY, so staff can hand
 * it to support or reproduce it. Give either the request an error carries, or the endpoint and input.
 */
export function CopyCurl(props: { request: RequestDescription } | { endpoint: Endpoint; input: unknown }) {
  let command: string | null = null
  if ('request' in props) {
    command = curlFromRequest(props.request)
  } else {
    const client = getActiveClient()
    if (client) command = toCurl({ baseUrl: client.baseUrl, endpoint: props.endpoint, input: props.input })
  }
  if (!command) return null
  return (
    <CopyButton value={command} timeout={1500}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="default"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconTerminal2 size={14} aria-hidden />}
        >
          {copied ? 'cURL command copied' : 'Copy as cURL'}
        </Button>
      )}
    </CopyButton>
  )
}
