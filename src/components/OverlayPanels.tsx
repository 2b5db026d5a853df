// The component library's overlays: drawers, dialogs and menus. Their code (focus trapping, scroll locking,
// floating positioning) is no part of any page's first load: it is fetched once a page has painted, or when one
// of them is first opened (overlayParts, useOverlay).
import type { ReactNode } from 'react'
import { Drawer, Modal, Title, type DrawerProps } from '@mantine/core'

export { Menu } from '@mantine/core'

export interface PanelProps {
  opened: boolean
  onClose: () => void
  onExitTransitionEnd: () => void
  children: ReactNode
}

export function DrawerPanel({ title, size, ...props }: PanelProps & { title: ReactNode; size: DrawerProps['size'] }) {
  return (
    <Drawer
      {...props}
      position="right"
      size={size}
      title={
        <Title order={2} size="h3">
          {title}
        </Title>
      }
    />
  )
}

export function DialogPanel({
  opened,
  onClose,
  onExitTransitionEnd,
  title,
  size,
  closeOnClickOutside,
  children,
}: PanelProps & { title: string; size: 'sm' | 'md' | 'lg'; closeOnClickOutside: boolean }) {
  return (
    <Modal.Root
      opened={opened}
      onExitTransitionEnd={onExitTransitionEnd}
      onClose={onClose}
      size={size}
      closeOnClickOutside={closeOnClickOutside}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
