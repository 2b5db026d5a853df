import { lazyPart } from '../lib/lazyPart'

/** The overlays' code (OverlayPanels), loaded after a page's first paint or when one is first opened. */
export const overlayParts = lazyPart(() => import('./OverlayPanels'))
