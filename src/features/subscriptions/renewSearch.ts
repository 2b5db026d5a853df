import { numberTextParam, searchSchema, trimmedTextParam } from '../../lib/listSearch'

/** Search params that prefill the form, so that other pages can link to it (`?userId=7`). */
export const renewSearchSchema = searchSchema({
  subscriptionId: trimmedTextParam(200),
  userId: numberTextParam(1),
})
export type RenewSearch = ReturnType<typeof renewSearchSchema.parse>
