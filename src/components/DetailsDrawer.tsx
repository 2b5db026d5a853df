import type { ReactNode } from 'react'
import type { DrawerProps } from '@mantine/core'
import { useOverlay } from '../lib/useOverlay'
import { overlayParts } from './overlayParts'
import { PartLoadError } from './PartLoadError'

/**
 * A drawer beside the page (a list row's details, the request log): open while `opened`, titled, closed by
 * Escape or its ×.
 */
export function DetailsDrawer({
  opened,
  title,
  size = 'lg',
  onClose,
  children,
}: {
  opened: boolean
  title: ReactNode
  size?: DrawerProps['size']
  onClose: () => void
  children: ReactNode
}) {
  const overlay = useOverlay(opened, overlayParts)
  if (overlay.error) return <PartLoadError error={overlay.error} onRetry={overlay.retry} onClose={onClose} />
  if (!overlay.part) return null
  return (
    <overlay.part.DrawerPanel
      opened={overlay.opened}
      onExitTransitionEnd={overlay.onExitTransitionEnd}
      onClose={onClose}
      size={size}
      title={title}
    >
      {children}
    </overlay.part.DrawerPanel>
  )
}
