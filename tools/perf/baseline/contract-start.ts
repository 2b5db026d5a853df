// Evaluated before the contract's modules and after the schema library's: the moment the contract starts.
import './jitless'
import 'zod'

export const start = performance.now()
