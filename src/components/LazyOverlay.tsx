import type { ReactNode } from 'react'
import { useOverlay } from '../lib/useOverlay'
import { overlayParts } from './overlayParts'
import type { PanelProps } from './OverlayPanels'
import { PartLoadError } from './PartLoadError'

type Panels = typeof import('./OverlayPanels')

/**
 * A drawer or dialog drawn from the overlays' code (`overlayParts`): out of the page until it opens (`useOverlay`),
 * the error of a failed load in its place, else what `children` draws with the panels and their state.
 */
export function LazyOverlay({
  opened,
  onClose,
  children,
}: {
  opened: boolean
  onClose: () => void
  children: (panels: Panels, state: Omit<PanelProps, 'children'>) => ReactNode
}) {
  const overlay = useOverlay(opened, overlayParts)
  if (overlay.error) return <PartLoadError error={overlay.error} onRetry={overlay.retry} onClose={onClose} />
  if (!overlay.part) return null
  return children(overlay.part, { opened: overlay.opened, onExitTransitionEnd: overlay.onExitTransitionEnd, onClose })
}
