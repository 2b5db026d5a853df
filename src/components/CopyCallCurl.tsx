import { getActiveClient, toCurl } from '../api/client'
import type { Endpoint } from '../api/contract/core'
import { CopyCommand } from './CopyCurl'

/**
 * "Copy as cURL" for the call a form sends (the endpoint and its input), as the session's client would send it,
 * its secrets left to the shell. Nothing when signed out.
 */
export function CopyCallCurl({ endpoint, input }: { endpoint: Endpoint; input: unknown }) {
  const client = getActiveClient()
  return client ? <CopyCommand command={toCurl({ baseUrl: client.baseUrl, endpoint, input, auth: client.auth })} /> : null
}
