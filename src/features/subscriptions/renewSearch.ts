import { z } from 'zod'
import { subscriptionRenewFields } from '../../api/contract/subscriptions'
import { filterSearch } from '../../lib/listSearch'

const { subscriptionId, userId } = subscriptionRenewFields.shape

/** Search params that prefill the form, so that other pages can link to it (`?userId=7`); bad values are ignored. */
export const renewSearchSchema = z.object({
  subscriptionId: filterSearch(subscriptionId.unwrap().trim().min(1).max(200)),
  /** A number, or its text (`?userId=7` from a link's template). */
  userId: filterSearch(z.coerce.number().pipe(userId.unwrap())),
})
export type RenewSearch = z.output<typeof renewSearchSchema>
