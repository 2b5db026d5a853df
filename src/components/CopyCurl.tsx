import { Button, CopyButton } from '@mantine/core'
import { IconCheck, IconTerminal2 } from '@tabler/icons-react'
import { curlFromRequest } from '../api/curl'
import type { RequestDescription } from '../api/errors'

/**
 * "Copy as cURL": the exact request, with the API key left to the shell as $API_KEY, so staff can hand
 * it to support or reproduce it. This one copies the request a failed call carries (`CopyCallCurl` the one a
 * form would send).
 */
export function CopyCurl({ request }: { request: RequestDescription }) {
  return <CopyCommand command={curlFromRequest(request)} />
}

/** The button that copies a cURL command. */
export function CopyCommand({ command }: { command: string }) {
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
