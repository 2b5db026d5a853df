import { z } from 'zod'
import { lazySchema } from '../../api/contract/core'

const apiKeyRule = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: 'Enter your API key' })
    .refine((key) => !/\s/.test(key), { error: 'An API key has no spaces' }),
)

/** Environment and API key, as every form that calls the service on a signed-out page asks them. */
export const signInFormSchema = lazySchema(() =>
  z.object({
    environmentId: z.string({ error: 'Choose an environment' }).min(1, { error: 'Choose an environment' }),
    apiKey: apiKeyRule,
  }),
)
export type SignInFormValues = z.input<typeof signInFormSchema>

/** The sign-in form; environments that run in the browser (demo) need no key. */
export function signInFormSchemaFor(keylessEnvironmentIds: readonly string[]) {
  return signInFormSchema.extend({ apiKey: z.string().trim() }).superRefine((values, ctx) => {
    if (keylessEnvironmentIds.includes(values.environmentId)) return
    const key = apiKeyRule.safeParse(values.apiKey)
    if (!key.success) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: key.error.issues[0]!.message })
  })
}
