import type { AnchorHTMLAttributes } from 'react'
import { Anchor, type AnchorProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'

function MantineAnchor(props: AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>) {
  return <Anchor {...props} />
}

/** The library's anchor as a link of the router (its `to`, `params` and `search`, preloaded on intent). */
export const AnchorLink = createLink(MantineAnchor)
