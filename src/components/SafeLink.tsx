import { Anchor, Text } from '@mantine/core'
import { safeHttpUrl } from '../lib/urls'

/** A URL from the API: a link when it is http(s), inert text otherwise, "not set" when empty. */
export function SafeLink({ href, children }: { href: string | null | undefined; children?: React.ReactNode }) {
  const url = safeHttpUrl(href)
  if (!href) {
    return (
      <Text span c="dimmed" inherit>
        not set
      </Text>
    )
  }
  if (!url) {
    return (
      <Text span inherit ff="monospace" style={{ wordBreak: 'break-all' }}>
        {href}
      </Text>
    )
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" inherit style={{ wordBreak: 'break-all' }}>
      {children ?? url}
    </Anchor>
  )
}
