import type { ReactNode } from 'react'
import { Modal } from '@mantine/core'

/**
 * A modal dialog titled by `title`, with a labelled close button. Its header is not a page landmark
 * (a second "banner" would confuse screen-reader navigation): the theme's defaults for the library's modal.
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  size = 'lg',
  closeOnClickOutside = true,
  returnFocus = true,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  size?: 'sm' | 'md' | 'lg'
  /** False for a dialog that runs something a stray click must not stop. */
  closeOnClickOutside?: boolean
  /** False when what closed the dialog puts the focus somewhere itself (a notice of what was done). */
  returnFocus?: boolean
  children: ReactNode
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeOnClickOutside={closeOnClickOutside}
      returnFocus={returnFocus}
      centered
    >
      {children}
    </Modal>
  )
}
