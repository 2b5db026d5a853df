import type { Ref } from 'react'
import { Badge, Group, Radio, Stack } from '@mantine/core'
import type { Environment } from '../../session/config'

/**
 * The environments of config.json as a radio group named `environmentId`, each marked demo, sandbox or live,
 * with the field's message. Drawn as given (`value`, `onChange`): a form holds it through `EnvironmentChoice`.
 */
export function EnvironmentRadios({
  environments,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ref,
}: {
  environments: Environment[]
  value: string
  onChange: (environmentId: string) => void
  onBlur?: () => void
  error?: string
  disabled?: boolean
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <Radio.Group
      ref={ref}
      name="environmentId"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      label="Environment"
      error={error}
      withAsterisk
    >
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
