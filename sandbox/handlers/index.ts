import type { AreaModule } from '../registry'
import products from './products'

/** Every area module of the sandbox. */
export const areas: readonly AreaModule[] = [products]
