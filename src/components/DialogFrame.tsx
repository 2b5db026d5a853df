import type { ReactNode } from 'react'
import { useOverlay } from '../lib/useOverlay'
import { overlayParts } from './overlayParts'
import { PartLoadError } from './PartLoadError'

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
  const overlay = useOverlay(opened, overlayParts)
  if (overlay.error) return <PartLoadError error={overlay.error} onRetry={overlay.retry} onClose={onClose} />
  if (!overlay.part) return null
  return (
    <overlay.part.DialogPanel
      opened={overlay.opened}
      onExitTransitionEnd={overlay.onExitTransitionEnd}
      onClose={onClose}
      title={title}
      size={size}
      closeOnClickOutside={closeOnClickOutside}
    >
      {children}
    </overlay.part.DialogPanel>
  )
}
