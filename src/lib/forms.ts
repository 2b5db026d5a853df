import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { blankToUndefined } from './formValues'

/**
 * A react-hook-form resolver from a schema of the contract: blanks are dropped first, then every
 * documented rule runs before anything is sent, and the errors land on the fields of the same names.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>
  return (values, context, options) => resolve(blankToUndefined(values) as TValues, context, options)
}


export { blankToUndefined, jsonObjectText } from './formValues'
