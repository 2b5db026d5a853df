import { memo } from 'react'
import { Anchor, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconExternalLink } from '@tabler/icons-react'

/** The way from the customers area to the customer-portal link form. */
export const PortalLinkAnchor = memo(function PortalLinkAnchor() {
  return (
    <Anchor component={Link} to="/customer-portal" size="sm">
      <Group gap={4}>
        <IconExternalLink size={14} aria-hidden /> Create a customer-portal link
      </Group>
    </Anchor>
  )
})
