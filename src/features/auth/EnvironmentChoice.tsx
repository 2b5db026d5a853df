import { Badge, Group, Radio, Stack } from '@mantine/core'
import type { Environment } from '../../session/config'

/** The environments of config.json as a radio group, each marked demo, sandbox or live. */
export function EnvironmentChoice({
  field,
  environments,
  error,
}: {
  /** The form field holding the chosen environment's id. */
  field: { value: string; onChange: (value: string) => void; onBlur: () => void; name: string; ref: React.Ref<HTMLInputElement> }
  environments: Environment[]
  error?: string
}) {
  return (
    <Radio.Group {...field} label="Environment" error={error} withAsterisk>
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
