import type { ReactNode } from 'react'
import type { DrawerProps } from '@mantine/core'
import { LazyOverlay } from './LazyOverlay'

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
  return (
    <LazyOverlay opened={opened} onClose={onClose}>
      {({ DrawerPanel }, state) => (
        <DrawerPanel {...state} size={size} title={title}>
          {children}
        </DrawerPanel>
      )}
    </LazyOverlay>
  )
}
