// How much the contract costs a page: evaluating all of its modules (what start-up pays when every area's
// schemas are imported), then using each endpoint once (parsing a request and a response builds whatever was
// left for first use). `npm run perf` reads `window.__contract`.
import { start } from './contract-start'
import { endpoints } from '../../../src/api/contract'

const evaluated = performance.now()
for (const endpoint of endpoints) {
  endpoint.input.safeParse({})
  endpoint.output.safeParse({})
}
const used = performance.now()
Object.assign(window, {
  __contract: { evaluateMs: evaluated - start, firstUseMs: used - evaluated, endpoints: endpoints.length },
})
