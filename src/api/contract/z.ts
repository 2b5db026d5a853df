/**
 * The schema library as the contract's modules use it (`import * as z from './z'`): all of it, but for
 * `z.string()`, `z.number()` and `z.boolean()` without parameters, which are built on first use and known by
 * their kind until then (`plainMember` in `./core`). Most members of a response are those, and a response is
 * read without the library (`readResponse`): a list's first rows then build none of its schemas.
 */
export * from 'zod'
export { boolean, number, string } from './core'
