import { zodResolver } from '@hookform/resolvers/zod'
import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form'
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

/** The message of a field's error, by the field's path (`discount.cycleLimit`, `nexus.0.state`). */
export function errorMessage<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  name: FieldPath<TValues>,
): string | undefined {
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message ? message : undefined
}

/**
 * What a Mantine input needs from the form for one field: `{...bind('name')}` registers it and shows
 * its error under it (Mantine ties the message to the input with aria-describedby).
 */
export function fieldBinder<TValues extends FieldValues>(register: UseFormRegister<TValues>, errors: FieldErrors<TValues>) {
  return <TName extends FieldPath<TValues>>(name: TName, options?: RegisterOptions<TValues, TName>) => ({
    ...register(name, options),
    error: errorMessage(errors, name),
  })
}

export type FieldBinder<TValues extends FieldValues> = ReturnType<typeof fieldBinder<TValues>>

export { blankToUndefined, jsonObjectText } from './formValues'
