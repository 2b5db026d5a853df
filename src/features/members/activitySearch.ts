import { z } from 'zod'
import type { OperationLogListInput } from '../../api/contract/extensions/memberSession'
import { countSearch, pageSearch, textSearch } from '../../lib/listSearch'

/** The activity log's view, kept in the URL: a page, its size, and whose actions (part of a member's e-mail). */
export const activitySearchSchema = z.object({ page: pageSearch, count: countSearch(), memberEmail: textSearch })
export type ActivitySearch = z.output<typeof activitySearchSchema>
export const activitySearchDefaults = activitySearchSchema.parse({})

export function toActivityInput(search: ActivitySearch): OperationLogListInput {
  return { page: search.page, count: search.count, ...(search.memberEmail && { memberEmail: search.memberEmail }) }
}
