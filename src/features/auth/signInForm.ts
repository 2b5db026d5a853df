import { z } from 'zod'

export const signInFormSchema = z.object({
  environmentId: z.string({ error: 'Choose an environment' }).min(1, { error: 'Choose an environment' }),
  apiKey: z
    .string()
    .trim()
    .min(1, { error: 'Enter your API key' })
    .refine((key) => !/\s/.test(key), { error: 'An API key has no spaces' }),
})
export type SignInFormValues = z.infer<typeof signInFormSchema>
