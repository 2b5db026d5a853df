import type { ReactNode } from 'react'
import { Drawer, Title, type DrawerProps } from '@mantine/core'

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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={
        <Title order={2} size="h3">
          {title}
        </Title>
      }
    >
      {children}
    </Drawer>
  )
}
