import { extensionAreas } from './extensions'
import { areas } from './handlers'
import type { AreaModule } from './registry'

/**
 * Every area module: the spec's endpoints and the real service's list, search and detail calls. The CLI,
 * the tests and the benchmark serve them all; the in-browser demo loads the second part on its own.
 */
export const allAreas: readonly AreaModule[] = [...areas, ...extensionAreas]
