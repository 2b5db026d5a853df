import type { z } from 'zod'

/**
 * Cross-field rules of the write calls' requests (`operations.md` §3): a rule that ties members together runs
 * only when those members are valid on their own, so that a form shows one reason per field, at the field.
 */

/** A `when` for `.refine` / `.superRefine`: none of `members` (nor the object itself) has an issue yet. */
export function whenValid(...members: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) => !payload.issues.some((issue) => !issue.path?.length || members.includes(String(issue.path[0])))
}

/** Adds an issue with `message` at `path` (one member) to a refinement context. */
export function flag(ctx: z.RefinementCtx, path: string | (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path: Array.isArray(path) ? path : [path], message })
}
