import { useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Alert, Box, Button, Fieldset, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react'
import { ErrorAlert } from '../../components/ErrorAlert'
import { fieldBinder, formResolver } from '../../lib/forms'
import {
  activateFormSchema,
  activationPreview,
  describePlan,
  type ActivateFormOutput,
  type ActivateFormValues,
  type ActivateSearch,
} from './activateForm'
import { useActivatePlan } from './queries'
import { CopyCurl } from '../../components/CopyCurl'
import { planActivate } from '../../api/contract/plans'

/** Activate a plan by its plan ID or by its external plan ID: exactly one of them. */
export function PlanActivatePage({ search }: { search: ActivateSearch }) {
  const activate = useActivatePlan()
  const sending = useRef(false)
  const [activated, setActivated] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActivateFormValues, unknown, ActivateFormOutput>({
    resolver: formResolver(activateFormSchema),
    defaultValues: { planId: search.planId ?? '', externalPlanId: search.externalPlanId ?? '' },
  })
  const bind = fieldBinder(register, errors)
  const values = useWatch({ control })

  const submit = async (input: ActivateFormOutput) => {
    if (sending.current) return
    sending.current = true
    setActivated(null)
    try {
      await activate.mutateAsync(input)
      setActivated(describePlan(input))
    } catch {
      // The alert below shows the service's message; the input is kept.
    } finally {
      sending.current = false
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Activate a plan</Title>
        <Text size="sm" c="dimmed">
          An active plan can be subscribed to. Identify the plan by its plan ID, or by its external plan ID (the ID your own
          system gave it): exactly one of the two, never both.
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Activate a plan">
          <Stack gap="md">
            <Fieldset legend="Which plan: fill in exactly one" variant="unstyled">
              <Group align="flex-start" gap="md" wrap="wrap">
                <Controller
                  control={control}
                  name="planId"
                  render={({ field }) => (
                    <NumberInput
                      {...field}
                      label="Plan ID"
                      description="The service’s numeric ID, for example 3"
                      allowDecimal={false}
                      w={240}
                      error={errors.planId?.message}
                    />
                  )}
                />
                <Text fw={600} mt={50} aria-hidden>
                  or
                </Text>
                <TextInput
                  label="External plan ID"
                  description="For example plan_basic_monthly"
                  w={280}
                  autoComplete="off"
                  {...bind('externalPlanId')}
                />
              </Group>
            </Fieldset>
            <Text size="sm" aria-live="polite">
              {activationPreview(values)}
            </Text>
            <Group>
              <Button type="submit" loading={activate.isPending} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
                Activate plan
              </Button>
            </Group>
          </Stack>
        </Box>
      </Paper>
      {activate.isError ? <ErrorAlert error={activate.error} title="The plan was not activated" /> : null}
      {activated ? (
        <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Plan activated">
          <Text size="sm">{activated} is now active (status 2 · active).</Text>
          <Group mt="xs">
            <CopyCurl endpoint={planActivate} input={activate.variables} />
          </Group>
        </Alert>
      ) : null}
    </Stack>
  )
}
