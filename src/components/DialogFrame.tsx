import { Modal } from '@mantine/core'
import type { ReactNode } from 'react'
import { useOverlay } from '../lib/useOverlay'

/**
 * A modal dialog titled by `title`, with a labelled close button. Its header is not a page landmark
 * (a second "banner" would confuse screen-reader navigation).
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  size = 'lg',
  closeOnClickOutside = true,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  size?: 'sm' | 'md' | 'lg'
  /** False for a dialog that runs something a stray click must not stop. */
  closeOnClickOutside?: boolean
  children: ReactNode
}) {
  const overlay = useOverlay(opened)
  if (!overlay.present) return null
  return (
    <Modal.Root
      opened={overlay.opened}
      onExitTransitionEnd={overlay.onExitTransitionEnd}
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
