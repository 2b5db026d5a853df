import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react'
import { customerPortalUrl } from '../../api/contract/users'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { CopyValue } from '../../components/CopyValue'
import { safeHttpUrl } from '../../lib/urls'
import type { PortalFormOutput } from './userForms'

export interface PortalLink {
  url: string
  input: PortalFormOutput
}

/** The portal address created, for whom, to copy or open (only when it is http(s)). */
export function PortalLinkResult({ result: { url, input } }: { result: PortalLink }) {
  const openable = safeHttpUrl(url)
  const who = input.userId !== undefined ? `user ${input.userId}` : `external user ${input.externalUserId} (${input.email})`
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Customer-portal link created">
      <Stack gap="xs">
        <Text size="sm">Portal address for {who}:</Text>
        <Text size="sm" component="div">
          <CopyValue value={url} label="portal link" />
        </Text>
        <Group>
          <CopyCallCurl endpoint={customerPortalUrl} input={input} />
        </Group>
        {openable ? (
          <Group>
            <Button
              component="a"
              href={openable}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="xs"
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              Open portal
            </Button>
          </Group>
        ) : (
          <Text size="sm">This address is not an http(s) address, so it is not opened from here.</Text>
        )}
      </Stack>
    </Alert>
  )
}
