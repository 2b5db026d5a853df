import { useController, type Control, type FieldPath } from 'react-hook-form'
import type { Environment } from '../../session/config'
import { EnvironmentRadios } from './EnvironmentRadios'

/** The environments' radio group as the `environmentId` field of a form's `control`, with its message. */
export function EnvironmentChoice<Values extends { environmentId: string }, Output>({
  control,
  environments,
}: {
  control: Control<Values, unknown, Output>
  environments: Environment[]
}) {
  const { field, fieldState } = useController({ control, name: 'environmentId' as FieldPath<Values> })
  return <EnvironmentRadios environments={environments} error={fieldState.error?.message} {...field} />
}
