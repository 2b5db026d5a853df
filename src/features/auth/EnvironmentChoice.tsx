import { Badge, Group, Radio, Stack } from '@mantine/core'
import { useController, type Control, type FieldPath } from 'react-hook-form'
import type { Environment } from '../../session/config'

/**
 * The environments of config.json as a radio group, each marked demo, sandbox or live: the `environmentId`
 * field of a form's `control`, with its message.
 */
export function EnvironmentChoice<Values extends { environmentId: string }, Output>({
  control,
  environments,
}: {
  control: Control<Values, unknown, Output>
  environments: Environment[]
}) {
  const { field, fieldState } = useController({ control, name: 'environmentId' as FieldPath<Values> })
  return (
    <Radio.Group {...field} label="Environment" error={fieldState.error?.message} withAsterisk>
      <Stack gap="xs" mt="xs">
        {environments.map((environment) => (
          <Radio
            key={environment.id}
            value={environment.id}
            label={
              <Group gap={6}>
                <span>{environment.label}</span>
                <Badge size="xs" variant="light" color={environment.demo ? 'blue' : environment.sandbox ? 'yellow' : 'red'}>
                  {environment.demo ? 'Demo' : environment.sandbox ? 'Sandbox' : 'Live'}
                </Badge>
              </Group>
            }
            description={environment.demo ? 'Runs in your browser' : environment.baseUrl}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}
